import { Box, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { t } from '#web/lib/i18n/t';
import { dismissQueueNotice, useQueueNotices } from './offline-queue';
import { useOnline } from './online-status';

/** Says the page works offline and its changes wait; and which queued changes were dropped. */
export const OfflineBanner = () => {
  const online = useOnline();
  const notices = useQueueNotices();
  if (online && notices.length === 0) return null;
  return (
    <Stack gap="2">
      {!online && (
        <Box role="status" layerStyle="banner" colorPalette="orange" px="3" py="2">
          <Text color="orange.900">{t('shell.offlineBanner')}</Text>
        </Box>
      )}
      {notices.map((notice) => (
        <HStack key={notice} role="alert" bg="gray.100" rounded="md" px="3" py="1" justify="space-between">
          <Text>{notice}</Text>
          <CloseButton
            size="sm"
            aria-label={t('common.dismiss')}
            onClick={() => dismissQueueNotice(notice)}
          />
        </HStack>
      ))}
    </Stack>
  );
};
