import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { InvitationLink } from '#shared/users/invitation-schemas';
import { LoadFailure } from '#web/components/ui/load-failure';
import { NextPageButton } from '#web/components/ui/next-page-button';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { useInvitationLinks, useWithdrawInvitationLink } from '../api/invitation-links';
import { roleLabel } from '../utils/labels';

/** '3 Jun 2026' in English (day first, as before), the reader's own order elsewhere. */
const dateLabel = (iso: string) => {
  const locale = activeLocale();
  return new Date(iso).toLocaleDateString(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
};

const describe = (link: InvitationLink) =>
  link.groupName
    ? t('invitations.linkForGroup', { role: roleLabel(link.role), group: link.groupName })
    : roleLabel(link.role);

/** The open links (all the caller may see, or one group's), newest first, 50 at a time, each with Withdraw. */
export const InvitationLinkList = ({
  groupId,
  onFeedback,
}: {
  groupId?: string;
  onFeedback: (feedback: Feedback) => void;
}) => {
  const links = useInvitationLinks(groupId);
  const withdrawal = useWithdrawInvitationLink();
  if (links.isPending) return <Spinner size="sm" aria-label={t('invitations.loadingLinks')} />;
  if (links.isError)
    return (
      <LoadFailure onRetry={links.refetch}>
        {errorMessage(links.error, t('invitations.fetchFailed'))}
      </LoadFailure>
    );
  const shown = links.data.pages.flatMap((page) => page.links);
  if (shown.length === 0 && !links.hasNextPage)
    return <Text color="gray.600">{t('invitations.noOpenLinks')}</Text>;
  const withdraw = (link: InvitationLink) =>
    withdrawal.mutate(link.id, {
      onSuccess: () => onFeedback({ status: 'success', text: t('invitations.withdrawn') }),
      onError: (error) =>
        onFeedback({ status: 'error', text: errorMessage(error, t('invitations.withdrawFailed')) }),
    });
  const list = (
    <Stack as="ul" listStyle="none" gap="2" w="full" aria-label={t('invitations.openLinks')}>
      {shown.map((link) => (
        <HStack
          as="li"
          key={link.id}
          justify="space-between"
          align="start"
          gap="3"
          py="2"
          borderBottomWidth="1px"
        >
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" overflowWrap="anywhere">
              {describe(link)}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {t('invitations.linkDetails', {
                count: link.usesLeft,
                expires: dateLabel(link.expiresAt),
                name: link.createdBy.name,
              })}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            flexShrink={0}
            aria-label={t('invitations.withdrawLinkLabel', {
              link: describe(link),
              name: link.createdBy.name,
              date: dateLabel(link.createdAt),
            })}
            loading={withdrawal.isPending && withdrawal.variables === link.id}
            onClick={() => withdraw(link)}
          >
            {t('invitations.withdraw')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
  if (!links.hasNextPage) return list;
  return (
    <Stack gap="3" align="start">
      {list}
      <NextPageButton size="sm" query={links} label={t('invitations.showMore')} />
    </Stack>
  );
};
