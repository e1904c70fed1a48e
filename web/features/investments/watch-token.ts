// "Añadir a mi wallet": EIP-747's wallet_watchAsset asks the browser's wallet (an injected EIP-1193
// provider, window.ethereum) to list the project's token, with decimals 0 as the contract has.
import type { ProjectToken } from '../../../core/projects';

interface InjectedWallet {
  request(call: { method: string; params?: unknown }): Promise<unknown>;
}

/** The browser's wallet, when it has one (an extension, or a wallet app's own browser). */
export const injectedWallet = (): InjectedWallet | undefined => (window as { ethereum?: InjectedWallet }).ethereum;

/** True when the wallet added it; false when its user declined. */
export async function watchToken(wallet: InjectedWallet, token: ProjectToken): Promise<boolean> {
  const added = await wallet.request({ method: 'wallet_watchAsset', params: { type: 'ERC20', options: { address: token.address, symbol: token.symbol, decimals: 0 } } });
  return added === true;
}
