import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type Locale, textDirection } from '#shared/i18n/locales';
import { AvatarDot } from '#web/components/ui/avatar-dot';
import { LogOutIcon } from '#web/components/ui/icons';
import { LanguageSelect } from '#web/components/ui/language-select';
import { Panel } from '#web/components/ui/panel';
import type { Feedback } from '#web/components/ui/transient-message';
import type { SessionUser } from '#web/lib/auth/session-storage';
import { isHexColour } from '#web/lib/avatar';
import { errorMessage } from '#web/lib/error-message';
import { activeLocale, followAccountLanguage } from '#web/lib/i18n/language';
import { t } from '#web/lib/i18n/t';
import { lazyDialog, useLazyDialog } from '#web/lib/use-lazy-dialog';
import { useUpdateProfile } from '../api/update-profile';

/** An address inside a right-to-left sentence, kept in one left-to-right piece (Unicode isolates). */
const isolated = (text: string) => (textDirection(activeLocale()) === 'rtl' ? `\u2068${text}\u2069` : text);

const editProfile = lazyDialog(() => import('./edit-profile-dialog'));
const changePassword = lazyDialog(() => import('./change-password-dialog'));

interface ProfileCardProps {
  user: SessionUser;
  onFeedback: (feedback: Feedback) => void;
  onLogout: () => void;
}

/**
 * The account's language (issue 26), saved as it is chosen: kept with the account, so every device
 * the user signs in on follows it, and this page turns to it at once.
 */
const AccountLanguage = ({ user, onFeedback }: Pick<ProfileCardProps, 'user' | 'onFeedback'>) => {
  const update = useUpdateProfile();
  const choose = async (language: Locale | null) => {
    try {
      // The update takes the whole profile: the name and colour go back as they are.
      const saved = await update.mutateAsync({
        name: user.name,
        avatar: user.avatar && isHexColour(user.avatar) ? user.avatar : null,
        language,
      });
      await followAccountLanguage(saved.language);
    } catch (error) {
      onFeedback({ status: 'error', text: errorMessage(error, t('users.saveLanguageFailed')) });
    }
  };
  return (
    <Box maxW="xs">
      <LanguageSelect
        value={user.language}
        onChange={(locale) => void choose(locale)}
        disabled={update.isPending}
      />
    </Box>
  );
};

/** 'Welcome, {name}', the email, the avatar dot, the language, and the profile, password and log-out buttons. */
export const ProfileCard = ({ user, onFeedback, onLogout }: ProfileCardProps) => {
  const profile = useLazyDialog(editProfile, () => ({
    initialName: user.name,
    initialAvatar: user.avatar,
    onFeedback,
  }));
  const password = useLazyDialog(changePassword, () => ({ onFeedback }));
  return (
    <Panel title={t('users.profile')}>
      <Stack gap="1">
        <HStack gap="2">
          <AvatarDot avatar={user.avatar} />
          <Text fontSize="lg" fontWeight="semibold">
            {t('users.welcome', { name: user.name })}
          </Text>
        </HStack>
        <Text color="gray.700">{t('users.emailLine', { email: isolated(user.email) })}</Text>
      </Stack>
      <AccountLanguage user={user} onFeedback={onFeedback} />
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" {...profile.trigger(true)}>
          {t('users.editProfile')}
        </Button>
        <Button variant="outline" {...password.trigger(true)}>
          {t('users.changePassword')}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onLogout}>
          <LogOutIcon />
          {t('users.logOut')}
        </Button>
      </HStack>

      {profile.element}
      {password.element}
    </Panel>
  );
};
