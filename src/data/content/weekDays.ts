/** The days of the week as the content files write them, in week order (no schema: pages load it). */
export const weekDays = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export type WeekDay = (typeof weekDays)[number];
