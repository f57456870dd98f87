import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewCounts } from './review-counts';

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ReviewCounts', () => {
  it('when given the counts, then each figure sits under its pt-BR term, in the order approved, rejected, pending', () => {
    render(<ReviewCounts counts={{ approved: 3, rejected: 1, pending: 2 }} className="review-counts" />);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Aprovadas',
      'Rejeitadas',
      'Pendentes',
    ]);
    expect([figure('Aprovadas'), figure('Rejeitadas'), figure('Pendentes')]).toEqual(['3', '1', '2']);
    expect(screen.getByText('Aprovadas').parentElement).not.toHaveClass('count-approved');
  });

  it('when toned, then each figure carries its status colour class', () => {
    render(<ReviewCounts counts={{ approved: 0, rejected: 0, pending: 5 }} className="response-counters" toned />);
    expect(screen.getByText('Pendentes').parentElement).toHaveClass('count-pending');
    expect(screen.getByText('Rejeitadas').parentElement).toHaveClass('count-rejected');
  });
});
