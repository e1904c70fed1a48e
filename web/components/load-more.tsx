// "Cargar más" at the end of a list. With `auto`, the next page also loads by itself when the button
// comes near the screen (an endless list); the button stays for keyboards and as the fallback.
import { useEffect, useRef } from 'react';
import { buttonClass, type ButtonVariant } from '../../components/button';
import { useT } from '../../i18n/i18n';

interface LoadMoreProps {
  loading: boolean;
  onLoad: () => void;
  auto?: boolean;
  variant?: ButtonVariant;
}

export function LoadMore({ loading, onLoad, auto = false, variant = 'primary' }: LoadMoreProps) {
  const t = useT();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ loading, onLoad });
  useEffect(() => {
    latest.current = { loading, onLoad };
  });
  useEffect(() => {
    const button = buttonRef.current;
    if (!auto || !button || typeof IntersectionObserver === 'undefined') return;
    // Fires when the button enters the margin, not again while it stays there: a failed page waits
    // for the user to scroll back or press the button.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !latest.current.loading) latest.current.onLoad();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [auto]);
  return (
    <div className="catalog__more">
      <button ref={buttonRef} type="button" className={buttonClass(variant)} onClick={onLoad} disabled={loading}>
        {loading ? t('catalog.loadingMore') : t('catalog.loadMore')}
      </button>
    </div>
  );
}
