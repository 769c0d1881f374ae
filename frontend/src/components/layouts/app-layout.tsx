import { Box, Container, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { setActingContext, useActingContext } from '#web/lib/acting-context';
import { useUser } from '#web/lib/auth/session';
import { useLogout } from '#web/lib/auth/use-logout';
import { t } from '#web/lib/i18n/t';
import { Footer } from './footer';
import { Header } from './header';
import { visibleNavItems } from './nav-items';
import { pageColumn } from './page-column';
import type { GroupOption } from './viewing-as-options';

interface AppLayoutProps {
  children: ReactNode;
  /** The signed-in user's groups for the 'Viewing as' dropdown. */
  groups?: readonly GroupOption[];
}

/** The layout shell around every screen: header navigation, the page, the footer. */
export const AppLayout = ({ children, groups = [] }: AppLayoutProps) => {
  const user = useUser();
  const actingContext = useActingContext();
  const logout = useLogout();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';

  return (
    <Flex direction="column" minH="100dvh" bg="gray.50/40">
      <SkipNavLink>{t('shell.skipToContent')}</SkipNavLink>
      <Header
        items={visibleNavItems(user?.role ?? null)}
        signedIn={user !== null}
        userAvatar={user?.avatar ?? null}
        actingContext={actingContext}
        groups={groups}
        onActingContextChange={setActingContext}
        onLogout={() => void logout()}
      />
      {/* A thin bar while the next screen's code loads. */}
      <Box
        h="2px"
        bg="green.500"
        position="fixed"
        top="0"
        insetX="0"
        zIndex="toast"
        transformOrigin="left"
        _rtl={{ transformOrigin: 'right' }}
        transform={loading ? 'scaleX(0.7)' : 'scaleX(0)'}
        transition={loading ? 'transform 2s ease-out' : 'none'}
        aria-hidden="true"
      />
      {/* At least a screen tall, so the footer starts below the fold: a screen that fills in as its
          data arrives then never pushes a visible footer down (Cumulative Layout Shift). */}
      <Box as="main" flex="1" minH="100dvh" aria-busy={loading}>
        <SkipNavContent />
        <Container {...pageColumn} py={{ base: '6', md: '10' }}>
          {children}
        </Container>
      </Box>
      <Footer />
    </Flex>
  );
};
