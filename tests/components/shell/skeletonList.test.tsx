import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from '../../../ui/components/SkeletonList';

describe('SkeletonList', () => {
  it('shows 5 rows of height 40 by default', () => {
    render(<AdminContext><SkeletonList /></AdminContext>);
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(5);
    expect(getComputedStyle(rows[0]).height).toBe('40px');
  });

  it('takes another row count and height', () => {
    render(<AdminContext><SkeletonList rows={2} height={24} /></AdminContext>);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(2);
  });
});
