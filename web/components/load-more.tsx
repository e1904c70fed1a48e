// "Cargar más" at the end of a list of pages. With `auto`, the next page also loads by itself when the
// button comes near the screen (an endless list); the button stays for keyboards and as the fallback.
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n';
import { buttonClass, type ButtonVariant } from './button';
import { useToast } from './toasts/use-toast';
import './load-more.css';

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
    <div className="load-more">
      <button ref={buttonRef} type="button" className={buttonClass(variant)} onClick={onLoad} disabled={loading}>
        {loading ? t('list.loadingMore') : t('list.loadMore')}
      </button>
    </div>
  );
}

/** An infinite query's paging, as TanStack Query gives it. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options: { throwOnError: true }) => Promise<unknown>;
}

/**
 * LoadMore for an infinite query's next page, shown while there is one. A page that fails is a toast
 * (`failure` words it): the rows already shown stay, and the button offers the page again.
 */
export function NextPage({ query, failure }: { query: PagedQuery; failure: (error: unknown) => string }) {
  const toast = useToast();
  if (!query.hasNextPage) return null;
  const load = async () => {
    if (query.isFetchingNextPage) return;
    try {
      await query.fetchNextPage({ throwOnError: true });
    } catch (error) {
      toast.error(failure(error));
    }
  };
  return <LoadMore loading={query.isFetchingNextPage} onLoad={() => void load()} variant="secondary" />;
}
