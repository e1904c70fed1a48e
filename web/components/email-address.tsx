// An e-mail address that may break before its '@' when its column is narrow, never inside a word: the
// lists' tables and phone cards (users, investments, investors) show addresses this way.
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
