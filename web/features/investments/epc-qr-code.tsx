// The transfer as an EPC QR code (the European Payments Council's "SEPA Credit Transfer" code, the one
// Spanish banking apps scan to fill in a transfer), drawn from transfer.epc_payload. Loaded on its own
// (React.lazy) so the QR encoder stays out of the detail page's chunk until a payment shows.
import { QrCode } from '../../components/qr-code';

export function EpcQrCode({ payload, label }: { payload: string; label: string }) {
  return <QrCode text={payload} label={label} className="epc-qr" />;
}

export default EpcQrCode;
