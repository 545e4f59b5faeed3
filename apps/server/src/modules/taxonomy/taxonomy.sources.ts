// Public (AGENTS.md "Module boundaries"): the terms other modules read and add (the course editor
// resolves and creates course categories, videos add tags). The queries stay in the repository;
// this file is the only way in for other modules.
export { findTermByName, insertTermIfMissing, type NewTerm, type TermRow, type TermScope } from './taxonomy.repository.ts';
