import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDistanceToNow } from 'date-fns';
import { useId } from 'react';
import type { DeviceSession } from '#shared/users/device-schemas';
import { LoadedList } from '#web/components/ui/loaded-list';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import { errorMessage } from '#web/lib/error-message';
import { activeDateLocale, activeLocale } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useDeviceSessions, useEndDeviceSession } from '../api/device-sessions';
import { deviceName } from '../utils/device-name';
import { dividedRow } from '../utils/divided-row';

// The confirmation loads on first use, not with My Page.
const signOutOthersDialog = lazyDialog(() => import('./sign-out-others-dialog'));

interface DevicesCardProps {
  onFeedback: (feedback: Feedback) => void;
}

/** "Nov 27, 2026, 11:45" for the title, "5 minutes ago" to read, both in the reader's language. */
const absolute = (iso: string) =>
  new Intl.DateTimeFormat(activeLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const relative = (iso: string) =>
  formatDistanceToNow(new Date(iso), { addSuffix: true, locale: activeDateLocale() });

/**
 * "Signed in 5 minutes ago", one sentence from the catalogue (word order is the language's), in a
 * <time> element that carries the exact moment.
 */
const When = ({ id, iso }: { id: 'users.signedInWhen' | 'users.lastActiveWhen'; iso: string }) => (
  <Text asChild display="block" fontSize="sm" color="gray.600">
    <time dateTime={iso} title={absolute(iso)}>
      {t(id, { when: relative(iso) })}
    </time>
  </Text>
);

const DeviceRow = ({
  device,
  onFeedback,
}: {
  device: DeviceSession;
  onFeedback: DevicesCardProps['onFeedback'];
}) => {
  const nameId = useId();
  const end = useEndDeviceSession();
  const name = deviceName(device);
  return (
    <HStack
      as="li"
      aria-labelledby={nameId}
      justify="space-between"
      align="start"
      gap="3"
      wrap="wrap"
      {...dividedRow}
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text id={nameId} fontWeight="semibold" wordBreak="break-word">
            {name}
          </Text>
          {device.current ? (
            // Styled here: the theme ships no badge recipe (config/theme.ts keeps the first load small).
            <Badge
              bg="green.100"
              color="green.800"
              px="2"
              py="0.5"
              borderRadius="md"
              fontSize="xs"
              fontWeight="semibold"
            >
              {t('users.thisDevice')}
            </Badge>
          ) : null}
        </HStack>
        <When id="users.signedInWhen" iso={device.signedInAt} />
        <When id="users.lastActiveWhen" iso={device.lastActiveAt} />
      </Stack>
      {device.current ? null : (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('users.signOutDevice', { name })}
          loading={end.isPending}
          onClick={() =>
            end.mutate(device.id, {
              onSuccess: () => onFeedback({ status: 'success', text: t('users.deviceSignedOut', { name }) }),
              onError: (error) =>
                onFeedback({ status: 'error', text: errorMessage(error, t('users.signOutDeviceFailed')) }),
            })
          }
        >
          {t('users.signOut')}
        </Button>
      )}
    </HStack>
  );
};

/** "Signed-in devices": where the account is signed in, each one signed out from here. */
export const DevicesCard = ({ onFeedback }: DevicesCardProps) => {
  const devices = useDeviceSessions();
  const dialog = useLazyDialog(signOutOthersDialog, () => ({ onFeedback }));
  const others = devices.data?.filter((device) => !device.current).length ?? 0;
  return (
    <Panel title={t('users.signedInDevices')}>
      <LoadedList
        query={devices}
        loadingLabel={t('users.loadingDevices')}
        errorFallback={t('users.fetchDevicesFailed')}
      >
        {(list) => (
          <>
            <Stack as="ul" gap="0" listStyleType="none" aria-label={t('users.signedInDevices')}>
              {list.map((device) => (
                <DeviceRow key={device.id} device={device} onFeedback={onFeedback} />
              ))}
            </Stack>
            {others > 0 ? (
              <HStack>
                <Button size="sm" variant="outline" colorPalette="red" {...dialog.trigger(true)}>
                  {t('users.signOutEverywhereElse')}
                </Button>
              </HStack>
            ) : (
              <Text color="gray.600">{t('users.noOtherDevices')}</Text>
            )}
          </>
        )}
      </LoadedList>
      {dialog.element}
    </Panel>
  );
};
