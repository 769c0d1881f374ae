import { LegalPage } from '#web/components/layouts/legal-page';
import { t } from '#web/lib/i18n/t';

const PrivacyPolicyRoute = () => (
  <LegalPage
    title={t('legal.privacyPolicy')}
    intro={t('legal.privacyIntro')}
    parts={[
      { heading: t('legal.privacyUseHeading'), text: t('legal.privacyUse') },
      { heading: t('legal.privacyStorageHeading'), text: t('legal.privacyStorage') },
    ]}
  />
);

export { PrivacyPolicyRoute as Component };
