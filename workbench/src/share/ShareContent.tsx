// What the share dialog and share.html show: the test link with its QR code, the comment link,
// the embed code and the test password. The links need write access (the invitations call).
import { useTranslation } from 'react-i18next';
import { isLoopback, shareOrigin, type App } from '@protolab/shared';
import { CopyField } from './CopyField';
import { QrCode } from './QrCode';
import { useInvitations, useServerConfig } from '../prototypes/queries';
import { PreviewLink } from './PreviewLink';
import { commentLink, embedCode, invitationHash, playsOffline, testLink } from './shareLinks';
import { TestPassword } from './TestPassword';
import './share.css';

export function ShareContent({ app }: { app: Pick<App, 'id' | 'name' | 'screenSize'> }) {
  const { t } = useTranslation(['apps', 'common']);
  const invitations = useInvitations(app.id);
  const server = useServerConfig();
  // without /config.json (an old or unreachable server) the links use the page's own address
  if (invitations.isPending || server.isPending) return <p className="page-status">{t('common:loading')}</p>;
  if (invitations.isError) return <p className="form-error">{t('share.noAccess')}</p>;
  const origin = shareOrigin(window.location.origin, server.data?.publicAddress);
  const testInvitation = invitations.data.find((i) => i.permission === 'test');
  const testHash = testInvitation?.hash;
  const readHash = invitationHash(invitations.data, 'read');
  const test = testHash ? testLink(origin, testHash) : undefined;
  const hasPassword = testInvitation?.hasPassword ?? false;
  return (
    <div className="share-content">
      {test && (
        <section className="share-test">
          <div className="share-test-links">
            <CopyField label={t('share.testLink')} value={test} />
            <p className="muted">{t('share.testHint')}</p>
            {isLoopback(origin) && (
              <p className="share-local-only" role="note">
                {t('share.localOnly')}
              </p>
            )}
            {!playsOffline(origin) && (
              <p className="share-no-offline" role="note">
                {t('share.noOffline')}
              </p>
            )}
            {/* the designer's own run is a preview: it is not mixed into the results */}
            {testInvitation && <PreviewLink appId={app.id} test={testInvitation} />}
          </div>
          <figure className="share-qr">
            <QrCode text={test} label={t('share.qrLabel')} />
            <figcaption className="muted">{t('share.qrHint')}</figcaption>
          </figure>
        </section>
      )}
      {readHash && <CopyField label={t('share.commentLink')} value={commentLink(origin, readHash, app.id)} />}
      {test && <CopyField label={t('share.embed')} value={embedCode(test, app.screenSize, app.name)} multiline />}
      {test && <TestPassword appId={app.id} hasPassword={hasPassword} />}
    </div>
  );
}
