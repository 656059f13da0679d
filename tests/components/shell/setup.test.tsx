import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('component test set-up', () => {
  it('has jest-dom matchers and the browser shims', () => {
    render(<p>hello</p>);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(typeof window.matchMedia('(min-width: 600px)').matches).toBe('boolean');
    expect(typeof ResizeObserver).toBe('function');
  });
});
