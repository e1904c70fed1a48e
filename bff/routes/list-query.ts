// The paging parameters every keyset-paged list takes: `limit` (1–100) and an opaque `cursor`, each
// refused with the list's own message.
import * as v from 'valibot';
import type { MessageKey } from '../../core/messages';

export const pageLimit = (message: MessageKey) =>
  v.optional(v.pipe(v.string(message), v.regex(/^\d{1,3}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(100, message)));

export const pageCursor = (message: MessageKey) => v.optional(v.pipe(v.string(message), v.maxLength(200, message)));
