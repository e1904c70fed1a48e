// The account menu at the sidebar's foot (spec 000 §2): the user's e-mail, "Verificar Cuenta" while KYC
// is not ok, "Seguridad" (second factors, issue 57), and "Cerrar sesión" (POST /api/auth/signout, then the
// public home page).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icon';
import { Avatar } from '../../components/avatar';
import { chevronExpandOutline, keyOutline, logOutOutline, personCircleOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { ApiError } from '../../api/client';
import { avatarInitials, displayName, signOut, type Profile } from '../session';
import { useToast } from '../../components/toasts/use-toast';
import { useT } from '../../i18n/i18n';
import { KYC_PATH, SECURITY_PATH } from '../route-table';
import { needsKyc } from './nav-items';

interface AccountMenuProps {
  profile: Profile;
  collapsed: boolean;
  /** The user is done with the sidebar (followed a link, or must read a toast): the phone drawer closes. */
  onDone?: () => void;
}

export function AccountMenu({ profile, collapsed, onDone }: AccountMenuProps) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const name = displayName(profile);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** A link was followed: the menu closes, and so does the phone drawer. */
  const closeMenu = () => {
    setOpen(false);
    onDone?.();
  };

  const leave = async () => {
    setSigningOut(true);
    // What the device keeps (saved projects, sealed KYC drafts and documents) belongs to this user: it
    // goes first, so it goes also when the request below cannot reach the server (offline). Loaded here,
    // not with the menu, to keep the offline store out of the dashboard shell's code.
    await import('../../offline/store').then(({ clearOfflineData }) => clearOfflineData()).catch(() => undefined);
    try {
      await signOut();
      // A full page load, so nothing of this session stays in memory.
      window.location.assign('/');
    } catch (error) {
      setSigningOut(false);
      setOpen(false);
      // The phone drawer is a modal dialog that would cover the toast.
      onDone?.();
      toast.error(error instanceof ApiError && error.message ? error.message : t('dashboard.account.signOutFailed'));
    }
  };

  return (
    <div className="dash-account" ref={rootRef}>
      {open && (
        <div id={panelId} className="panel dash-account__panel">
          <p className="stack stack--tight meta-text dash-account__signed-in">
            <span>{t('dashboard.account.signedInAs')}</span>
            <strong>{profile.email}</strong>
          </p>
          <ul className="plain-list">
            <li>
              <Link
                to="/dashboard/profile"
                className="row dash-account__action"
                onClick={closeMenu}
              >
                <Icon icon={personCircleOutline} />
                {t('dashboard.nav.profile')}
              </Link>
            </li>
            {needsKyc(profile) && (
              <li>
                <Link
                  to={KYC_PATH}
                  className="row dash-account__action"
                  onClick={closeMenu}
                >
                  <Icon icon={shieldCheckmarkOutline} />
                  {t('dashboard.menu.verify')}
                </Link>
              </li>
            )}
            <li>
              <Link to={SECURITY_PATH} className="row dash-account__action" onClick={closeMenu}>
                <Icon icon={keyOutline} />
                {t('security.title')}
              </Link>
            </li>
            <li>
              <button type="button" className="row dash-account__action" disabled={signingOut} onClick={() => void leave()}>
                <Icon icon={logOutOutline} />
                {signingOut ? t('dashboard.account.signingOut') : t('dashboard.account.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="row dash-account__button"
        aria-expanded={open}
        aria-controls={panelId}
        title={collapsed ? profile.email : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar initials={avatarInitials(profile)} />
        <span className={collapsed ? 'visually-hidden' : 'stack stack--tight dash-account__who'}>
          <span className="dash-account__name">{name}</span>
          {name !== profile.email && <span className="meta-text">{profile.email}</span>}
        </span>
        {collapsed ? null : <Icon className="dash-account__chevron" icon={chevronExpandOutline} />}
      </button>
    </div>
  );
}
