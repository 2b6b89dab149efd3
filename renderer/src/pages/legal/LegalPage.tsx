import { Alert, Container, Skeleton, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type LegalPage as LegalPageName, legalLanguageFor } from '../../../../shared/legal';
import { usePageData } from '../../app/pageData';
import { usePageHead } from '../../app/usePageHead';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './LegalPage.module.css';

const TITLE_KEYS: Record<LegalPageName, string> = {
  privacy: 'privacy',
  terms: 'terms',
  'refund-policy': 'refundPolicy',
};

export function LegalPage({ page }: { page: LegalPageName }) {
  const { t } = useTranslation('common');
  const { t: tLegal } = useTranslation('legal');
  usePageHead(t(`titles.${TITLE_KEYS[page]}`), t(`descriptions.${TITLE_KEYS[page]}`));
  const language = usePageLanguage();
  const docLanguage = legalLanguageFor(language);
  // The server sends the page with its document, sanitised as below: nothing to fetch (and no
  // sanitiser to load) then.
  const sent = usePageData().legal;
  const sentDocument = sent?.page === page && sent.language === docLanguage ? sent.html : undefined;
  const doc = useAsync(
    sentDocument !== undefined
      ? null
      : async () => {
          const response = await fetch(`/assets/docs/${page}_${docLanguage}.html`);
          if (!response.ok) throw new Error(`Document answered ${response.status}`);
          const [html, { sanitizeLegalHtml }] = await Promise.all([response.text(), import('./sanitize')]);
          return sanitizeLegalHtml(html);
        },
    [page, docLanguage],
    sentDocument,
  );

  return (
    <Container w="100%" size="md" py={{ base: 40, sm: 72 }}>
      {doc.status === 'loading' && <Skeleton h={600} radius="md" />}
      {doc.status === 'error' && (
        <Alert color="red" variant="light" title={tLegal('loadError')}>
          {tLegal('retry')}
        </Alert>
      )}
      {doc.data !== undefined && (
        <Typography className={classes.document} lang={docLanguage} data-testid="legal-document">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify (./sanitize; the server's copy alike) */}
          <div dangerouslySetInnerHTML={{ __html: doc.data }} />
        </Typography>
      )}
    </Container>
  );
}

export const PrivacyPage = () => <LegalPage page="privacy" />;
export const TermsPage = () => <LegalPage page="terms" />;
export const RefundPolicyPage = () => <LegalPage page="refund-policy" />;
