// A project token's ERC-20 symbol, from the project's name: wallets and explorers show it beside the
// balance, so it is short, upper-case ASCII, and recognisable ("Residencial Las Dunas" → "RLD").
const MAX_LENGTH = 6;
const FALLBACK = 'TKN';

export function tokenSymbol(projectName: string): string {
  const words = projectName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return FALLBACK;
  const symbol = words.length === 1 ? words[0]!.slice(0, 4) : words.map((word) => word[0]).join('');
  return symbol.slice(0, MAX_LENGTH);
}
