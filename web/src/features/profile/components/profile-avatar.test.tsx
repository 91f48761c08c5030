import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileAvatar } from './profile-avatar';

describe('ProfileAvatar', () => {
  it('shows the initial instead of a broken picture', () => {
    const { container } = render(<ProfileAvatar image="/files/profile/missing.png" name="ร้านสมใจ" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('profile-avatar').textContent).toBe('ร');
  });

  it('shows the initial when there is no picture', () => {
    render(<ProfileAvatar image={null} name="Somjai shop" />);
    expect(screen.getByTestId('profile-avatar').textContent).toBe('S');
  });
});
