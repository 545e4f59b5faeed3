// The auth module's pure rules for other modules: whether a new password is acceptable (length, not a
// common one, not the e-mail or name), as the own password change applies it.
export { checkNewPassword, type PasswordProblem } from './password-policy.ts';
