import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useShownAgain } from './use-shown-again';

const PATHS = [
  '/myAccount/Transfer',
  '/myAccount/Securitysetting',
  '/myAccount/Securitysetting/reset',
];

/** A page the shell keeps mounted, with links to move around. */
function KeptPage({ onShownAgain }: { onShownAgain: () => void }) {
  const navigate = useNavigate();
  useShownAgain(onShownAgain);
  return (
    <>
      {PATHS.map((path) => (
        <button key={path} onClick={() => navigate(path)}>
          {path}
        </button>
      ))}
    </>
  );
}

const go = (path: string) => fireEvent.click(screen.getByRole('button', { name: path }));

describe('useShownAgain', () => {
  it('fires when the member comes back to the kept page, not on first show', () => {
    const onShownAgain = vi.fn();
    render(
      <MemoryRouter initialEntries={['/myAccount/Transfer']}>
        <KeptPage onShownAgain={onShownAgain} />
      </MemoryRouter>,
    );
    expect(onShownAgain).not.toHaveBeenCalled();
    go('/myAccount/Securitysetting');
    go('/myAccount/Securitysetting/reset');
    expect(onShownAgain).not.toHaveBeenCalled();
    go('/myAccount/Transfer');
    expect(onShownAgain).toHaveBeenCalledTimes(1);
  });
});
