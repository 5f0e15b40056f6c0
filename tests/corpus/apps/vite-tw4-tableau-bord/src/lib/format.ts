export const euros = (value: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value)

export const percent = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(1)} %`
