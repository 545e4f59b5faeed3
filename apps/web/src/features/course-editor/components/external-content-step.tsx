// Step "External content" of compact learning: tabs Learning Packages and LTI (spec §2). Package upload,
// package selection and LTI tools are not built yet; both tabs say so (spec §8).
import { Alert, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ExternalContentStep() {
  const { t } = useTranslation();
  const soon = (
    <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="blue" mt="md" data-testid="available-soon">
      {t('courseForm.external.availableSoon')}
    </Alert>
  );
  return (
    <Tabs defaultValue="learning-packages" data-testid="course-step-external-content">
      <Tabs.List>
        <Tabs.Tab value="learning-packages">{t('courseForm.external.learningPackages')}</Tabs.Tab>
        <Tabs.Tab value="lti">{t('courseForm.external.lti')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="learning-packages">{soon}</Tabs.Panel>
      <Tabs.Panel value="lti">{soon}</Tabs.Panel>
    </Tabs>
  );
}
