import { Field, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { pageUrl, type RecipeDraft } from '#shared/imports/import-schemas';
import { readRecipeText } from '#shared/imports/recipe-text';
import { ErrorAlert } from '#web/components/ui/form-alert';
import { FormDialog } from '#web/components/ui/form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { t } from '#web/lib/i18n/t';
import { TaggedText } from '#web/lib/i18n/tagged-text';
import type { DialogLifecycle } from '#web/lib/use-lazy-dialog';
import { useImportRecipe } from '../api/import-recipe';
import {
  bookmarkletHref,
  bookmarkletReady,
  type ImportStart,
  isBookmarkletPage,
} from '../utils/import-start';

type Tab = 'address' | 'bookmarklet' | 'text';

interface ImportRecipeDialogProps extends DialogLifecycle {
  start: ImportStart;
  /** Called with what was read; the Add Recipe form opens on it for the user to review and save. */
  onDraft: (draft: RecipeDraft) => void;
}

/** The bookmarklet as a link to drag to the bookmarks bar (React refuses `javascript:` in href itself). */
const BookmarkletLink = () => (
  // biome-ignore lint/a11y/useValidAnchor: dragged to the bookmarks bar, not followed: a click here would import this very page.
  <a
    ref={(link) =>
      link?.setAttribute('href', bookmarkletHref(window.location.origin, t('imports.allowPopUps')))
    }
    href="#bookmarklet"
    onClick={(event) => event.preventDefault()}
    style={{ fontWeight: 600, textDecoration: 'underline' }}
  >
    {t('imports.bookmarkletName')}
  </a>
);

/**
 * 'Import Recipe': a web address the server reads, the bookmarklet for pages only the browser can
 * see, or pasted text split by simple rules. Each ends in the Add Recipe form, filled in.
 */
const ImportRecipeDialog = ({ start, onDraft, ...dialog }: ImportRecipeDialogProps) => {
  const [tab, setTab] = useState<Tab>('address');
  const [url, setUrl] = useState(start.url ?? '');
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [waiting, setWaiting] = useState(Boolean(start.fromBookmarklet));
  /**
   * The page the bookmarklet sent, read only when the user chooses Import: any site can open this
   * dialog and post a page to it, so nothing goes to the server before the user has seen its address.
   */
  const [received, setReceived] = useState<{ url: string; html: string } | undefined>();
  const reading = useImportRecipe();
  const begun = useRef(false);

  const finish = (draft: RecipeDraft) => {
    dialog.onClose();
    onDraft(draft);
  };

  const read = (body: { url: string; html?: string }) => {
    setFieldError(undefined);
    const checked = pageUrl.safeParse(body.url);
    if (!checked.success) {
      // The shared schema's message is a catalogue key, as every form's is.
      const message = checked.error.issues[0]?.message;
      setFieldError(message && t(message));
      return;
    }
    reading.mutate({ ...body, url: checked.data }, { onSuccess: finish });
  };

  // A shared address is read at once; the bookmarklet's page arrives by message from its opener.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the dialog opened with.
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    if (start.url) read({ url: start.url });
    if (!start.fromBookmarklet) return;
    const receive = (event: MessageEvent) => {
      if (event.source !== window.opener || !isBookmarkletPage(event.data)) return;
      // The bookmarklet runs in the page it sends: a page claiming another site's address is not it.
      if (URL.parse(event.data.url)?.origin !== event.origin) return;
      window.removeEventListener('message', receive);
      setWaiting(false);
      setUrl(event.data.url);
      setReceived({ url: event.data.url, html: event.data.html });
    };
    window.addEventListener('message', receive);
    // The bookmarklet checks that this comes from the app's origin before it sends the page.
    (window.opener as Window | null)?.postMessage(bookmarkletReady, '*');
    return () => window.removeEventListener('message', receive);
  }, []);

  const submit = () => {
    // The received page, if its address is still the one shown; an address typed since is fetched.
    if (tab === 'address') return read(received?.url === url ? received : { url });
    const draft = readRecipeText(text);
    if (!draft.name && draft.ingredients.length === 0 && draft.instructions.length === 0) {
      setFieldError(t('imports.pasteFirst'));
      return;
    }
    finish(draft);
  };

  return (
    <FormDialog
      {...dialog}
      title={t('imports.importRecipe')}
      size="md"
      submitLabel={tab === 'text' ? t('imports.useText') : t('imports.import')}
      pendingLabel={t('imports.importing')}
      pending={reading.isPending}
      disabled={tab === 'bookmarklet' || waiting}
      onSubmit={submit}
      message={<ErrorAlert error={reading.error} fallback={t('imports.importFailed')} />}
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value as Tab);
          setFieldError(undefined);
        }}
        variant="line"
        colorPalette="green"
      >
        <Tabs.List>
          <Tabs.Trigger value="address">{t('imports.webAddressTab')}</Tabs.Trigger>
          <Tabs.Trigger value="bookmarklet">{t('imports.bookmarkletTab')}</Tabs.Trigger>
          <Tabs.Trigger value="text">{t('imports.pasteTextTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="address">
          <Stack gap="3">
            <InputField
              label={t('imports.recipeWebAddress')}
              type="url"
              inputMode="url"
              placeholder="https://…"
              autoComplete="off"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={tab === 'address' ? fieldError : undefined}
              disabled={reading.isPending}
            />
            {waiting && (
              <Text role="status" fontSize="sm">
                {t('imports.waitingForBookmarklet')}
              </Text>
            )}
            {received?.url === url && (
              <Text role="status" fontSize="sm">
                {t('imports.bookmarkletSentPage')}
              </Text>
            )}
            <Text fontSize="sm" color="fg.muted">
              {t('imports.opensInForm')}
            </Text>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="bookmarklet">
          <Stack gap="3">
            <Text>
              <TaggedText text={t('imports.bookmarkletHelp')} components={{ 0: <BookmarkletLink /> }} />
            </Text>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="text">
          <Field.Root invalid={tab === 'text' && Boolean(fieldError)}>
            <Field.Label>{t('imports.recipeText')}</Field.Label>
            <Textarea
              rows={10}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('imports.recipeTextPlaceholder')}
            />
            <Field.HelperText>{t('imports.recipeTextHelp')}</Field.HelperText>
            <Field.ErrorText>{fieldError}</Field.ErrorText>
          </Field.Root>
        </Tabs.Content>
      </Tabs.Root>
      {reading.isPending && (
        <Text role="status" fontSize="sm">
          {t('imports.readingPage')}
        </Text>
      )}
    </FormDialog>
  );
};

export default ImportRecipeDialog;
