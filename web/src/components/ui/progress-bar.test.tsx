import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('when given a share, then it is announced as a progressbar from 0 to 100 and filled that far', () => {
    render(<ProgressBar label="Progresso do checklist" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do checklist' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
  });

  it('when the figure is beyond 100 and has a text, then the bar is full and says the text', () => {
    render(<ProgressBar label="Taxa de Atraso" value={130} valueText="130%" tone="danger" />);
    const bar = screen.getByRole('progressbar', { name: 'Taxa de Atraso' });
    expect(bar).toHaveAttribute('aria-valuetext', '130%');
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
    expect(bar.firstElementChild).toHaveClass('progress-fill-danger');
  });
});
