import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './search-field';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchField label="Buscar usuários" placeholder="Buscar por nome..." value={value} onChange={setValue} />
      <output aria-label="Texto buscado">{value}</output>
    </>
  );
}

describe('SearchField', () => {
  it('when text is typed, then the labelled search box hands over each new value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);

    const box = screen.getByRole('searchbox', { name: 'Buscar usuários' });
    expect(box).toHaveAttribute('placeholder', 'Buscar por nome...');
    await user.type(box, 'Ana');

    expect(box).toHaveValue('Ana');
    expect(screen.getByRole('status', { name: 'Texto buscado' })).toHaveTextContent('Ana');
  });
});
