import type { ReactNode } from 'react';
import { matchesSearch } from '@domain/text';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import { CheckboxField } from './field';
import { SearchField } from './search-field';
import { LoadingState } from './spinner';
import './checkbox-picker.css';

interface PickerTexts {
  /** The fieldset's legend ('Usuários'). */
  legend: string;
  loading: string;
  loadError: string;
  /** Nothing to choose from at all. */
  none: string;
  /** Nothing matches the search. */
  notFound: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** '1 usuário selecionado', '3 usuários selecionados'. */
  selected: (count: number) => string;
  /** The list's accessible name, when it needs one. */
  list?: string;
}

interface CheckboxPickerProps<T extends { id: string; name: string }> {
  texts: PickerTexts;
  /** The query behind the items: while it loads or after it failed, the picker says so. */
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** What can be chosen, in the order shown. */
  items: readonly T[];
  /** What a search matches an item by. */
  searchFields: (item: T) => string[];
  search: string;
  onSearch: (search: string) => void;
  /** A hint under an item's name (an e-mail, a plate). */
  hint: (item: T) => ReactNode;
  /** After the count: e.g. that only the first page of a longer list is shown. */
  countNote?: ReactNode;
  /** Offers 'Selecionar todos' and 'Desmarcar todos' over the items the search shows. */
  bulk?: boolean;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * A required multiple choice from a loaded list (the users, the vehicles of an assignment): a
 * search that narrows the list as it is typed, how many are chosen, and a checkbox per item.
 */
export function CheckboxPicker<T extends { id: string; name: string }>({
  texts,
  state,
  items,
  searchFields,
  search,
  onSearch,
  hint,
  countNote,
  bulk = false,
  selected,
  onChange,
}: CheckboxPickerProps<T>) {
  const visible = items.filter((item) => matchesSearch(search, searchFields(item)));

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  }

  function selectAll() {
    onChange([...new Set([...selected, ...visible.map((item) => item.id)])]);
  }

  function deselectAll() {
    const hidden = new Set(visible.map((item) => item.id));
    onChange(selected.filter((id) => !hidden.has(id)));
  }

  let content;
  if (state.isPending) {
    content = <LoadingState text={texts.loading} />;
  } else if (state.isError) {
    content = <ErrorBanner onRetry={() => state.refetch()}>{texts.loadError}</ErrorBanner>;
  } else if (items.length === 0) {
    content = <p className="empty-note">{texts.none}</p>;
  } else {
    content = (
      <>
        <div className="checkbox-picker-toolbar">
          <SearchField
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            value={search}
            onChange={onSearch}
          />
          {bulk && (
            <>
              <Button variant="secondary" size="sm" onClick={selectAll} disabled={visible.length === 0}>
                Selecionar todos
              </Button>
              <Button variant="secondary" size="sm" onClick={deselectAll} disabled={selected.length === 0}>
                Desmarcar todos
              </Button>
            </>
          )}
        </div>
        <p className="checkbox-picker-count" aria-live="polite">
          {texts.selected(selected.length)}
          {countNote}
        </p>
        {visible.length === 0 ? (
          <p className="empty-note">{texts.notFound}</p>
        ) : (
          <ul className="checkbox-picker-list" aria-label={texts.list}>
            {visible.map((item) => (
              <li key={item.id}>
                <CheckboxField
                  label={item.name}
                  hint={hint(item)}
                  checked={selected.includes(item.id)}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <fieldset className="checkbox-picker">
      <legend>
        {texts.legend}{' '}
        <span className="field-required" aria-hidden="true">
          *
        </span>
      </legend>
      {content}
    </fieldset>
  );
}
