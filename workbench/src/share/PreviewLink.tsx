// The designer's own run of the test ("Run test"): as testers see it from the start screen, nothing
// recorded, and without the password of a protected test.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@protolab/shared';
import { appKeys, previewToken } from '../prototypes/queries';
import { previewLink } from './shareLinks';

/** A token lasts 12 hours; a fresh one is asked for after one. */
const TOKEN_FRESH_MS = 3600_000;

export function PreviewLink({ appId, test }: { appId: string; test: Invitation }) {
  const { t } = useTranslation('apps');
  const token = useQuery({
    queryKey: appKeys.previewToken(appId),
    queryFn: () => previewToken(appId),
    enabled: test.hasPassword,
    staleTime: TOKEN_FRESH_MS,
  });
  const href = previewLink(window.location.origin, test.hash, test.hasPassword ? token.data?.token : undefined);
  return (
    <a className="button ghost" href={href} target="_blank" rel="noopener noreferrer">
      {t('overview.runTest')}
    </a>
  );
}
