/**
 * What a super_admin with no clinic chosen sees on a clinic's page: which clinic's data it would
 * show is not known until they pick one in the clinics list.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { primaryButton } from '#components/ui/button-styles.ts';
import { pageNotice, pageNoticeTitle } from './page-notice-styles.ts';

export function ClinicChoicePage() {
  return (
    <section aria-labelledby="clinic-choice-title" data-testid="clinic-choice" className={pageNotice}>
      <h1 id="clinic-choice-title" className={pageNoticeTitle}>
        <Trans>Alegeți o clinică</Trans>
      </h1>
      <p>
        <Trans>Această pagină arată datele unei clinici. Alegeți clinica din lista clinicilor.</Trans>
      </p>
      <Link to="/clinics" className={primaryButton}>
        <Trans>La lista clinicilor</Trans>
      </Link>
    </section>
  );
}
