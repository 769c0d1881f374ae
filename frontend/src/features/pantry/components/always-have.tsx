import { Button, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { Staple } from '#shared/pantry/always-have';
import type { AlwaysHaveList } from '#shared/pantry/pantry-schemas';
import { Panel } from '#web/components/ui/panel';
import type { ContextOwner } from '#web/lib/acting-context';
import { errorMessage } from '#web/lib/error-message';
import { t } from '#web/lib/i18n/t';
import { useAlwaysHave, useSetAlwaysHave } from '../api/always-have';

/** The default staples' names in the reader's language (catalogue keys, for `t()` at render). */
const stapleKeys: Record<Staple, string> = {
  salt: 'pantry.stapleSalt',
  pepper: 'pantry.staplePepper',
  water: 'pantry.stapleWater',
  oil: 'pantry.stapleOil',
};

/** The names as the reader sees them: the never-edited default in their language, saved names as saved. */
const shownNames = (list: AlwaysHaveList): string[] =>
  list.isDefault ? list.names.map((name) => t(stapleKeys[name as Staple] ?? name)) : list.names;

/**
 * "Always have": what counts as present without being tracked (salt, pepper, water, oil until the
 * household edits it). Each name can be removed; a new one is typed and added.
 */
export const AlwaysHave = ({ owner }: { owner: ContextOwner }) => {
  const query = useAlwaysHave(owner);
  const save = useSetAlwaysHave(owner);
  const [draft, setDraft] = useState('');
  const names = query.data ? shownNames(query.data) : [];

  const change = (next: string[]) => save.mutate(next, { onSuccess: () => setDraft('') });
  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!name) return;
    if (names.some((existing) => existing.toLowerCase() === name.toLowerCase())) return setDraft('');
    change([...names, name]);
  };

  return (
    <Panel title={t('pantry.alwaysHaveTitle')}>
      <Text color="gray.700">{t('pantry.alwaysHaveHelp')}</Text>
      {query.isPending ? (
        <Text role="status">{t('pantry.loading')}</Text>
      ) : query.isError ? (
        <Text role="alert" color="red.700">
          {errorMessage(query.error, t('pantry.fetchFailed'))}
        </Text>
      ) : (
        <Stack gap="3">
          {names.length === 0 ? (
            <Text color="gray.600">{t('pantry.alwaysHaveEmpty')}</Text>
          ) : (
            <Wrap as="ul" gap="2" aria-label={t('pantry.alwaysHaveTitle')}>
              {names.map((name) => (
                <HStack as="li" key={name} gap="1" ps="3" pe="1" py="1" bg="gray.100" rounded="full">
                  <Text>{name}</Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    rounded="full"
                    aria-label={t('pantry.alwaysHaveRemove', { name })}
                    disabled={save.isPending}
                    onClick={() => change(names.filter((other) => other !== name))}
                  >
                    ×
                  </Button>
                </HStack>
              ))}
            </Wrap>
          )}
          <HStack as="form" onSubmit={add} gap="2" align="end">
            <Field.Root flex="1">
              <Field.Label>{t('pantry.alwaysHaveNew')}</Field.Label>
              <Input value={draft} maxLength={100} onChange={(event) => setDraft(event.target.value)} />
            </Field.Root>
            <Button type="submit" variant="outline" loading={save.isPending}>
              {t('pantry.alwaysHaveAdd')}
            </Button>
          </HStack>
          {save.isError && (
            <Text role="alert" color="red.700">
              {errorMessage(save.error, t('pantry.alwaysHaveSaveFailed'))}
            </Text>
          )}
        </Stack>
      )}
    </Panel>
  );
};
