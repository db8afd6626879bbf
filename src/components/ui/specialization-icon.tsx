/**
 * A specialization's icon in its colour (the fixed list, core/specializations.ts), from Lucide's
 * line icons: decorative (aria-hidden), the name beside it says what it is. `badge` draws it white
 * on a disc of the colour, for headings; otherwise it is the colour itself, inline with text.
 */
import {
  Activity,
  Ambulance,
  Apple,
  Baby,
  Bean,
  Biohazard,
  Bone,
  Brain,
  Droplet,
  Droplets,
  Eye,
  Hand,
  HandHeart,
  HeartPulse,
  House,
  type LucideIcon,
  Microscope,
  PersonStanding,
  Ribbon,
  Scan,
  Scissors,
  Smile,
  Sparkles,
  Stethoscope,
  Syringe,
  Venus,
  Wind,
} from 'lucide-react';
import { css } from 'styled-system/css';
import type { SpecializationIcon as IconName } from '#core/specialization-list.ts';
import { specializationOf } from '#core/specializations.ts';
import type { SelectOption } from './select-options.ts';

const ICONS: Record<IconName, LucideIcon> = {
  'heart-pulse': HeartPulse,
  brain: Brain,
  eye: Eye,
  bone: Bone,
  baby: Baby,
  hand: Hand,
  ribbon: Ribbon,
  droplet: Droplet,
  apple: Apple,
  wind: Wind,
  smile: Smile,
  'person-standing': PersonStanding,
  droplets: Droplets,
  venus: Venus,
  ambulance: Ambulance,
  syringe: Syringe,
  scan: Scan,
  microscope: Microscope,
  house: House,
  stethoscope: Stethoscope,
  scissors: Scissors,
  sparkles: Sparkles,
  bean: Bean,
  biohazard: Biohazard,
  'hand-heart': HandHeart,
  activity: Activity,
};

export function SpecializationIcon({
  id,
  size = 16,
  badge = false,
}: {
  id: string | null | undefined;
  size?: number;
  badge?: boolean;
}) {
  const specialization = specializationOf(id);
  const Icon = ICONS[specialization.icon];
  if (!badge) {
    return (
      <Icon
        aria-hidden="true"
        size={size}
        color={specialization.color}
        className={css({ flexShrink: '0' })}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-specialization-color={specialization.color}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: '0',
        borderRadius: 'full',
        padding: '1.5',
      })}
      style={{ backgroundColor: specialization.color }}
    >
      <Icon size={size} color="white" />
    </span>
  );
}

/** A select's specialization options (value: the specialization's id) with each one's icon. */
export function withSpecializationIcons(options: readonly SelectOption[]): SelectOption[] {
  return options.map((option) => ({ ...option, icon: <SpecializationIcon id={option.value} /> }));
}
