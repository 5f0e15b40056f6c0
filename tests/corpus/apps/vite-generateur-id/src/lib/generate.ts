import { customAlphabet, nanoid } from 'nanoid'

export type Preset = 'nanoid' | 'court' | 'numerique' | 'lisible' | 'hex'

export const presets: Record<Preset, { label: string; help: string; alphabet?: string; defaultSize: number }> = {
  nanoid: { label: 'Nano ID', help: 'A-Z a-z 0-9 _ - (sûr dans une URL)', defaultSize: 21 },
  court: { label: 'Lien court', help: 'Lettres et chiffres, sans caractères ambigus', alphabet: '23456789abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ', defaultSize: 8 },
  numerique: { label: 'Code numérique', help: 'Chiffres seulement (codes de commande)', alphabet: '0123456789', defaultSize: 6 },
  lisible: { label: 'Code à dicter', help: 'Majuscules sans O, I, 0, 1', alphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', defaultSize: 10 },
  hex: { label: 'Hexadécimal', help: '0-9 a-f', alphabet: '0123456789abcdef', defaultSize: 16 },
}

export function generate(preset: Preset, size: number, prefix = ''): string {
  const { alphabet } = presets[preset]
  const id = alphabet ? customAlphabet(alphabet, size)() : nanoid(size)
  const grouped = preset === 'lisible' ? (id.match(/.{1,5}/g) ?? [id]).join('-') : id
  return prefix + grouped
}

/** Bits of entropy of one id: how hard it is to guess. */
export function entropyBits(preset: Preset, size: number) {
  const length = presets[preset].alphabet?.length ?? 64
  return Math.round(size * Math.log2(length))
}
