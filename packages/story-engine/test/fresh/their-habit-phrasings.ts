import type { HabitKit } from '../../src/understand/their-habit';

/**
 * Round 14's census of themes about what someone else keeps doing, as parents type them (none of them the examples the
 * habit kits were written from): the person's habit and the kit it must be told with, or the relation trouble it is when
 * it is no habit of theirs, or 'not-relation' for the child's own habit. Read by `test/their-habit.test.ts`.
 */
export const THEIR_HABIT_PHRASINGS: ReadonlyArray<readonly [typed: string, told: HabitKit | 'leaves-out' | 'their-own' | 'keeps' | 'not-relation']> = [
  ['my mum is always on her phone at dinner', 'screen'], ['daddy is on his phone all the time', 'screen'], ['my big sister is always on her ipad', 'screen'],
  ['my brother is always on the xbox', 'screen'], ['my dad is always on his laptop', 'screen'], ['my brother plays video games all day', 'screen'],
  ['my sister is glued to her phone', 'screen'], ['nana is always on facebook', 'screen'], ['my older brother is always on his computer', 'screen'],
  ['dad watches tv all the time', 'screen'], ['my sister always hogs the tv', 'screen'], ['my dad is always on the phone for work', 'screen'],
  ['my sister is always on tiktok', 'screen'], ['my dad is always busy on his computer', 'screen'],
  ['grandpa always falls asleep in front of the telly', 'dozing'], ['grandad keeps falling asleep', 'dozing'], ['my grandma falls asleep after lunch every day', 'dozing'],
  ['mummy is always so tired', 'tired'], ['mum is tired all the time', 'tired'], ['daddy is always sleepy', 'tired'],
  ['my dad snores really loudly', 'snoring'], ['grandad snores so loud I cant sleep', 'snoring'], ['mum snores', 'snoring'],
  ['my teacher always shouts', 'shouting'], ['my dad shouts a lot', 'shouting'], ['my brother yells all the time', 'shouting'],
  ['my sister plays her music too loud', 'noise'], ['my big brother bangs his drums every night', 'noise'],
  ['the baby cries all the time', 'crying'], ['my baby brother keeps crying at night', 'crying'], ['my baby sister cries every night and wakes me up', 'crying'],
  ['my sister is always in the bathroom', 'bathroom'], ['my brother takes forever in the shower', 'bathroom'],
  ['mum is always busy', 'busy'], ['daddy is always working', 'busy'], ['my mum is always at work', 'busy'], ['my mum works all the time', 'busy'],
  ['my mum is always cleaning', 'busy'], ['my stepdad shouts all the time', 'shouting'], ['nanny is always on her ipad', 'screen'], ['my big brother plays fortnite all day', 'screen'],
  ['my little sister always wakes up really early', 'early'], ['my brother wakes me up at 5 every morning', 'early'],
  ['my little sister gets up at 5am every day', 'early'], ['my twin brother snores', 'snoring'], ['the baby screams all the time', 'crying'],
  ['my nan is always tired', 'tired'], ['my dad watches football on tv all weekend', 'screen'], ["daddy shouts when he's cross", 'shouting'], ['papa snores really loud', 'snoring'],
  ['my mom is always on her cell phone', 'screen'], ['my brother never gets off the computer', 'screen'], ['my dad is always sleeping on the couch', 'dozing'],
  ['my baby sister wakes up at 6 every day', 'baby-early'], ['the baby wakes us up at 5am every morning', 'baby-early'], ['the toddler cries every bedtime', 'crying'],
  // no habit of theirs: what they do to the child, or a mood
  ['my brother never wants to play with me', 'leaves-out'], ['my sister never has time for me', 'leaves-out'],
  ['my brother always eats all the biscuits', 'keeps'], ['my big brother is always grumpy', 'their-own'], ['my sister is always in a bad mood', 'their-own'],
  // the child's own habit, or the child's own tiredness
  ['my son is always on his tablet', 'not-relation'],
  // one time, not a habit: a night at work, a baby crying now
  ['mum is working late on bonfire night', 'not-relation'], ['the baby is crying', 'not-relation'], ['I am always tired', 'not-relation'], ['my daughter snores', 'not-relation'],
];
