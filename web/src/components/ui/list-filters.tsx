import type { ChangeEvent, ReactNode } from 'react';
import { useFilterParams } from '@/lib/use-list-params';
import { SelectField } from './field';
import './list-filters.css';

/** `value` when it is one of `values`, else undefined: a URL may carry anything. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** The row of a list's filters, above the list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="filter-bar">{children}</div>;
}

/**
 * A filter field kept in the URL's `?name=`: its value, and its change, which sets the parameter
 * and goes back to the first page. `fallback` is what no parameter means; choosing it removes it.
 */
export function useFilterField(name: string, fallback = '') {
  const { params, setFilter } = useFilterParams();
  return {
    value: params.get(name) || fallback,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter(name, event.target.value === fallback ? null : event.target.value),
  };
}

type EnumFilterProps<T extends string> = {
  /** The URL parameter. */
  name: string;
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
} & (
  | { /** The first option, no filter ('Todos os tipos'). */ allLabel: string; fallback?: undefined }
  | { allLabel?: undefined; /** The value no parameter stands for, when every option filters. */ fallback: T }
);

/** A list's filter over an enum, each value shown by its label, kept in the URL. */
export function EnumFilter<T extends string>({ name, label, values, labels, allLabel, fallback }: EnumFilterProps<T>) {
  const field = useFilterField(name, fallback);
  return (
    <SelectField label={label} value={oneOf(values, field.value) ?? fallback ?? ''} onChange={field.onChange}>
      {allLabel !== undefined && <option value="">{allLabel}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels[value]}
        </option>
      ))}
    </SelectField>
  );
}
