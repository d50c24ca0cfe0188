import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvitations } from '../prototypes/queries';
import { TestPassword } from '../share/TestPassword';

/**
 * The test link's password beside the test settings: the share dialog's own field, so both places
 * set the same password. Outside the settings form, as it is a form of its own, saved at once.
 */
export function TestPasswordCard({ appId }: { appId: string }) {
  const { t } = useTranslation('study');
  const titleId = useId();
  // the invitations need write access: others see no password card
  const invitations = useInvitations(appId);
  const test = invitations.data?.find((invitation) => invitation.permission === 'test');
  if (!test) return null;
  return (
    <section className="card form study-password" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('test.passwordTitle')}</h2>
      <TestPassword appId={appId} hasPassword={test.hasPassword} />
    </section>
  );
}
