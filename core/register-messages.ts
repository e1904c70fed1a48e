// Holder register export messages (docs/blocking.md) in both interface languages.
export const registerMessages = {
  'register.tooManyExports': {
    es: 'Has descargado el registro de titulares varias veces seguidas. Espera un minuto antes de volver a intentarlo.',
    en: 'You have downloaded the holder register several times in a row. Wait a minute before trying again.',
  },
} as const;
