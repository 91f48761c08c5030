import { useState } from 'react';

/**
 * The customer's picture, or their initial when there is none or it cannot be loaded (a broken
 * picture shows the initial, not the browser's broken-image icon).
 */
export function ProfileAvatar({ image, name, className }: { image: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const initial = Array.from(name.trim())[0] ?? '?';
  return (
    <div className={className} aria-hidden="true" data-testid="profile-avatar">
      {image && failed !== image ? <img src={image} alt="" onError={() => setFailed(image)} /> : <span translate="no">{initial}</span>}
    </div>
  );
}
