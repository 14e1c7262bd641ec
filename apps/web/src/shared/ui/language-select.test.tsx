import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../lib/app-store';
import { renderPage } from '../../lib/test/render-page';
import { HeaderLanguageSelect } from './header-parts';
import LanguageSelect from './language-select';

const switchLocale = vi.hoisted(() => vi.fn(async (locale: string) => locale));
vi.mock('../../lib/i18n/i18n', () => ({ switchLocale }));

afterEach(() => switchLocale.mockClear());

/** The options of the open list, as antd draws them (the a11y list holds only a few). */
const optionTitled = (title: string) =>
  document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);

describe('LanguageSelect (antd, member header)', () => {
  it('is a combobox named "Language" showing the current language', () => {
    renderPage(<LanguageSelect dark />, '/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toBeInTheDocument();
    expect(select.closest('.ant-select')).toHaveClass('language-select-dark');
    expect(screen.getByText('English')).toHaveAttribute('lang', 'en');
  });

  it('opens by keyboard and switches the language on Enter, focus kept', async () => {
    renderPage(<LanguageSelect />, '/');
    const select = screen.getByRole('combobox', { name: 'Language' });
    act(() => select.focus());
    fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(optionTitled('中文')).not.toBeNull());
    // every language is offered, each named in its own language
    for (const name of ['English', 'Bahasa Indonesia', 'Bahasa Melayu', '中文']) {
      expect(optionTitled(name)).not.toBeNull();
    }
    for (let step = 0; step < 3; step += 1) {
      fireEvent.keyDown(select, { key: 'ArrowDown', keyCode: 40, which: 40 });
    }
    fireEvent.keyDown(select, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(switchLocale).toHaveBeenCalledWith('zh-CN'));
    await waitFor(() => expect(useAppStore.getState().language).toBe('zh-CN'));
    expect(select).toHaveFocus();
  });

  it('does not reload the language already shown', async () => {
    renderPage(<LanguageSelect />, '/');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    await waitFor(() => expect(optionTitled('English')).not.toBeNull());
    fireEvent.click(optionTitled('English')!);
    expect(switchLocale).not.toHaveBeenCalled();
  });
});

describe('HeaderLanguageSelect (loaded after the header)', () => {
  it('shows the current language meanwhile, then the select', async () => {
    const { container } = renderPage(<HeaderLanguageSelect dark />, '/');
    // hidden from assistive technology: it is a picture of the select, not a control
    const placeholder = container.querySelector('.language-placeholder');
    expect(placeholder).toHaveTextContent('English');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(container.querySelector('.language-placeholder')).toBeNull();
  });
});
