import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

describe('Modal (spec §2 Generic modal)', () => {
  it('shows its title and content only while open, and blocks page scrolling', () => {
    const { rerender } = render(
      <Modal open title="Edit menu" onClose={() => undefined}>
        <p>Form</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit menu' })).toBeDefined();
    expect(screen.getByText('Form')).toBeDefined();
    expect(document.body.style.overflow).toBe('hidden');

    rerender(
      <Modal open={false} title="Edit menu" onClose={() => undefined}>
        <p>Form</p>
      </Modal>,
    );
    expect(screen.queryByText('Form')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by its close icon and by Escape', () => {
    const onClose = vi.fn();
    render(<Modal open title="Edit menu" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks with Cancel and OK in confirm mode', () => {
    const onClose = vi.fn();
    const onOk = vi.fn();
    render(
      <Modal
        open
        small
        title="Are you sure you want to delete?"
        onClose={onClose}
        confirm={{ onOk }}
      />,
    );
    expect(screen.getByRole('dialog').className).toContain('modal--small');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
