// One identity document at a size that lets the admin check a face and a number: an image in a zoomable
// box (1x–3x buttons, pinch, Ctrl + wheel, double tap, keys), a PDF in a frame, and always the original
// in a new tab. The file's address is the BFF's, answered with no-store: it is never kept by the app.
import { useState } from 'react';
import { openOutline } from 'ionicons/icons';
import { Icon } from '../../components/icon';
import type { KycDocument } from '../../../core/kyc';
import { formatDate, formatFileSize } from '../../../core/format';
import { INTL_LOCALE } from '../../../core/i18n-locales';
import { buttonClass } from '../../components/button';
import { AlertCallout } from '../../components/callout';
import { useLanguage, useT } from '../../i18n/i18n';
import { documentKind, isPdf } from './review-labels';
import { MIN_ZOOM, ZOOM_LEVELS, useZoom } from './zoom';

function OpenOriginal({ url }: { url: string }) {
  const t = useT();
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'dash-button--tall kyc-review-doc__open')}>
      <Icon icon={openOutline} />
      {t('kycAdmin.document.open')}
    </a>
  );
}

function ZoomableImage({ document, name }: { document: KycDocument; name: string }) {
  const t = useT();
  const { scale, zoomTo, viewportProps } = useZoom();
  const [failed, setFailed] = useState(false);
  // The box takes the image's own shape (3:2, the ID card's, until it loads), so nothing is letterboxed.
  const [ratio, setRatio] = useState('3 / 2');
  if (failed) {
    return (
      <AlertCallout>
        <p>{t('kycAdmin.document.imageError')}</p>
      </AlertCallout>
    );
  }
  const size = `${scale * 100}%`;
  return (
    <>
      <div className="cluster cluster--spread kyc-review-doc__toolbar">
        <div className="kyc-review-doc__zoom" role="group" aria-label={t('kycAdmin.zoom.label')}>
          {ZOOM_LEVELS.map((level) => (
            <button key={level} type="button" className="kyc-review-doc__zoom-level" aria-pressed={Math.abs(scale - level) < 0.01} onClick={() => zoomTo(level)}>
              {t('kycAdmin.zoom.level', { level })}
            </button>
          ))}
        </div>
        <OpenOriginal url={document.url} />
      </div>
      <div
        {...viewportProps}
        className={scale > MIN_ZOOM ? 'kyc-review-doc__viewport kyc-review-doc__viewport--zoomed' : 'kyc-review-doc__viewport'}
        tabIndex={0}
        role="group"
        aria-label={t('kycAdmin.document.viewport', { name })}
        style={{ aspectRatio: ratio }}
      >
        <div className="kyc-review-doc__canvas" style={{ width: size, height: size }}>
          <img
            src={document.url}
            alt={t('kycAdmin.document.imageAlt', { name })}
            className="kyc-review-doc__image"
            draggable={false}
            decoding="async"
            onLoad={(event) => setRatio(`${event.currentTarget.naturalWidth} / ${event.currentTarget.naturalHeight}`)}
            onError={() => setFailed(true)}
          />
        </div>
      </div>
      <p className="meta-text kyc-review-doc__hint">{t('kycAdmin.zoom.hint')}</p>
    </>
  );
}

function PdfDocument({ document, name }: { document: KycDocument; name: string }) {
  const t = useT();
  return (
    <>
      <div className="cluster cluster--spread kyc-review-doc__toolbar">
        <p className="meta-text kyc-review-doc__hint">{t('kycAdmin.document.pdfHint')}</p>
        <OpenOriginal url={document.url} />
      </div>
      <iframe src={document.url} title={name} className="kyc-review-doc__pdf" />
    </>
  );
}

export function DocumentViewer({ document, name }: { document: KycDocument; name: string }) {
  const t = useT();
  const [language] = useLanguage();
  const locale = INTL_LOCALE[language];
  return (
    <div className="kyc-review-doc">
      <p className="meta-text kyc-review-doc__meta">
        {t('kycAdmin.document.meta', {
          kind: documentKind(document.content_type),
          size: formatFileSize(document.file_size, locale),
          date: formatDate(document.uploaded_at, locale),
        })}
      </p>
      {isPdf(document.content_type) ? <PdfDocument document={document} name={name} /> : <ZoomableImage document={document} name={name} />}
    </div>
  );
}
