// What the chain routes accept (bff/http/route.ts): a command list and its page, a command's id.
import * as v from 'valibot';
import { CHAIN_COMMAND_LISTS } from '../../core/chain';
import { pageCursor, pageLimit } from './list-query';

const invalid = 'chain.listInvalid';

export const ListChainCommands = {
  query: v.object({
    status: v.optional(v.picklist(CHAIN_COMMAND_LISTS, invalid), 'pending'),
    limit: pageLimit(invalid),
    cursor: pageCursor(invalid),
  }),
};

export const RetryChainCommand = {
  // A bigint id: digits only, a safe integer (anything else is no command, never a bad cast).
  params: v.object({ id: v.pipe(v.string('chain.commandNotFound'), v.regex(/^[1-9]\d{0,15}$/, 'chain.commandNotFound'), v.transform(Number), v.safeInteger('chain.commandNotFound')) }),
};
