/**
 * What is true of a visit to a grown-up's work, by the job's id (`world/jobs.ts`), for the proud child's book
 * (`plots/job-lines.ts`): why the visit had to wait (the job's own reason, said after "{who} was needed at work:"), and
 * the place's one rule for a visitor (said after "the one rule at {place}:"), each a true thing of that job and safe to
 * say to a child. {who}, {whose}, {hero} and {his} are the story's.
 */
export interface JobVisit {
  busy: string;
  rule: string;
}

export const JOB_VISITS: Readonly<Record<string, JobVisit>> = {
  nurse: { busy: 'the ward was short of nurses, and somebody had to look after the patients', rule: 'quiet voices, because poorly people were trying to sleep' },
  doctor: { busy: 'lots of people were poorly that week, and every one of them needed seeing', rule: 'wash your hands on the way in and on the way out' },
  paramedic: { busy: 'every ambulance was out, all day, all week', rule: 'when the radio calls, the crew goes, straight away, even in the middle of a sentence' },
  midwife: { busy: 'three babies decided to be born at once', rule: 'tiptoe past the rooms, because new babies and their mums were sleeping' },
  firefighter: { busy: 'it was {whose} turn on the night watch all week', rule: 'if the bell rings, stand by the wall and keep out of the way, because the engine goes in a minute' },
  police: { busy: 'there was a big football match in town, and every officer was needed', rule: 'never touch the radio, because people who need help are talking on it' },
  bus: { busy: 'another driver was off sick, and somebody had to drive the number 9', rule: 'only the driver sits in the driver\'s seat when the engine is on' },
  lorry: { busy: 'there was a long drive to Scotland and back', rule: 'stay well back from the big wheels, because the driver high up cannot see a child down low' },
  train: { busy: 'the timetable changed, and {who} had extra trains to drive', rule: 'stand behind the yellow line on the platform, always' },
  taxi: { busy: 'it was the busiest week of the year, with everybody going to parties', rule: 'seat belt on, every ride, even a short one' },
  pilot: { busy: 'there was a flight to the other side of the world and back', rule: 'stay with a grown-up behind the glass, because the runway is only for planes' },
  chef: { busy: 'the restaurant was full every night that week', rule: 'the hob and the knives are only for the chefs, and everybody says "Behind!" when they pass' },
  teacher: { busy: 'it was parents\' evening, and then the school play', rule: 'walk, never run, in the corridors' },
  farmer: { busy: 'it was lambing time, and the lambs came day and night', rule: 'shut every gate behind you, and wash your hands after touching the animals' },
  vet: { busy: 'a dog came in that had swallowed a sock, and then a cat with a sore paw', rule: 'ask before you stroke, because a poorly animal might be frightened' },
  hairdresser: { busy: 'everybody wanted a haircut before the wedding on Saturday', rule: 'the snippy scissors are only for the hairdressers' },
  builder: { busy: 'the roof had to go on before the rain came', rule: 'a hard hat on, and stay behind the fence' },
  plumber: { busy: 'the cold snap burst pipes all over town', rule: 'never turn a tap you have not been asked to' },
  electrician: { busy: 'a whole new school needed its lights put in', rule: 'only an electrician touches the wires, and only with the power off' },
  mechanic: { busy: 'a row of cars was waiting for new tyres', rule: 'never stand under the lift when a car is going up' },
  postie: { busy: 'it was nearly Christmas, and the sacks of post were piled up to the ceiling', rule: 'every letter goes in its right slot, because somebody is waiting for it' },
  baker: { busy: 'the bakery had a big order of birthday cakes', rule: 'the ovens are only for the bakers, because they are hotter than anything at home' },
  dentist: { busy: 'lots of children had check-ups in the holidays', rule: 'hands in your lap while the chair moves' },
  pharmacist: { busy: 'winter colds kept the shop queue out of the door', rule: 'medicine is never sweets, and only a grown-up gives it' },
  shop: { busy: 'it was the big sale week, and the shelves needed filling every night', rule: 'stay with a grown-up, and no climbing on the trolleys' },
  cleaner: { busy: 'the building was having a big visit, and everything had to shine', rule: 'walk round the yellow sign, because the floor is wet' },
  gardener: { busy: 'the park had a flower show, and every bed had to be ready', rule: 'the shears and the mower are only for the gardeners' },
  fisherman: { busy: 'the weather was good, and the boats went out every day', rule: 'a life jacket on, all the time, even by the harbour wall' },
  scientist: { busy: 'an experiment had to be checked every few hours, day and night', rule: 'goggles on, and touch nothing on the benches' },
  engineer: { busy: 'a machine had to be finished and tested by Friday', rule: 'goggles on, and only look at the machines that are switched off' },
  librarian: { busy: 'it was the big reading challenge week, with a queue of children at the desk', rule: 'quiet voices, and every book goes back where it came from' },
  carpenter: { busy: 'a staircase had to be finished for somebody\'s new house', rule: 'only the carpenter uses the saw, and everyone else stands well back' },
  zookeeper: { busy: 'a baby giraffe had just been born and needed watching', rule: 'stay on the keepers\' side of the fence, because the animals are wild, however friendly they look' },
  care: { busy: 'one of the carers was off, and the residents needed their cups of tea', rule: 'knock before you go into anybody\'s room, because it is their home' },
  crossing: { busy: 'it was the school trip week, and the crossing was busier than ever', rule: 'wait on the kerb until the lollipop is out in the middle of the road' },
  nursery: { busy: 'it was the nursery\'s sports day, and every grown-up was needed', rule: 'the babies\' room is a tiptoe room' },
  soldier: { busy: 'there was an exercise far away, for a whole week', rule: 'stay with a grown-up, and only look at things behind the rope' },
  bins: { busy: 'after Christmas there were twice as many bins to empty', rule: 'stand well back from the lorry, because the driver has to see you' },
  artist: { busy: 'there were pictures to finish for a show', rule: 'ask before you touch, because the paint might still be wet' },
  hospital: { busy: 'the hospital was extra busy, and everybody was needed', rule: 'wash your hands, and quiet voices on the wards' },
  office: { busy: 'there was a big piece of work to finish by Friday', rule: 'quiet voices, because people are on the phone' },
  work: { busy: 'it was a very busy week', rule: 'stay where {who} can see you' },
};
