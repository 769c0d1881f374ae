import { LegalPage } from '#web/components/layouts/legal-page';
import { t } from '#web/lib/i18n/t';

const TermsOfServiceRoute = () => (
  <LegalPage
    title={t('legal.termsOfService')}
    intro={t('legal.termsIntro')}
    parts={[
      { heading: t('legal.termsContentHeading'), text: t('legal.termsContent') },
      { heading: t('legal.termsAccountHeading'), text: t('legal.termsAccount') },
    ]}
  />
);

export { TermsOfServiceRoute as Component };
