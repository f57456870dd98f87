import Search from 'lucide-react/icons/search';
import { useId } from 'react';
import './search-field.css';

interface SearchFieldProps {
  /** Read by screen readers only: the magnifier and the placeholder say it to everyone else. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** The search box of lists and pickers. */
export function SearchField({ label, value, onChange, placeholder }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="search-box">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search size={18} aria-hidden="true" className="search-icon" />
      <input
        id={id}
        className="input search-input"
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
