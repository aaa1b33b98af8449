import {
  derivativeSizes,
  EVERY_DAY,
  IMAGE_DERIVATIVES,
  imageVariants,
  sizedImageKey,
  type DerivativeTarget,
  type LocationChildLink,
  type LocationContact,
  type LocationIngredient,
  type LocationSummary,
  type Menu,
  type MenuCategory,
  type MenuItem,
  type MenuItemTranslation,
  type NameTranslation,
  type OptionsGroup,
  type PixelSize,
} from '@inroom/shared';

// The demo content `npm start` seeds once (docs/architecture.md, "Demo data"): Hotel Nyhavn in
// Copenhagen with an always-open menu and a breakfast menu, and two restaurants inside it, one open
// around the clock and one with a short evening window. Every id is fixed, so the seed is idempotent
// and only ever writes these records. All ids share the prefix 5eed00<kind>, easy to spot in a table.

/** The fixed ids of the demo records. */
export const DEMO_IDS = {
  location: {
    hotel: '5eed0001-0000-4000-8000-000000000001',
    deli: '5eed0001-0000-4000-8000-000000000002',
    ankeret: '5eed0001-0000-4000-8000-000000000003',
  },
  contact: {
    hotelReception: '5eed0002-0000-4000-8000-000000000001',
    hotelRoomService: '5eed0002-0000-4000-8000-000000000002',
    deli: '5eed0002-0000-4000-8000-000000000003',
    ankeret: '5eed0002-0000-4000-8000-000000000004',
  },
  ingredient: {
    ryeBread: '5eed0003-0000-4000-8000-000000000001',
    butter: '5eed0003-0000-4000-8000-000000000002',
    beefPatty: '5eed0003-0000-4000-8000-000000000003',
    briocheBun: '5eed0003-0000-4000-8000-000000000004',
    cheddar: '5eed0003-0000-4000-8000-000000000005',
    redOnion: '5eed0003-0000-4000-8000-000000000006',
    pickles: '5eed0003-0000-4000-8000-000000000007',
    tomato: '5eed0003-0000-4000-8000-000000000008',
    romaine: '5eed0003-0000-4000-8000-000000000009',
    parmesan: '5eed0003-0000-4000-8000-000000000010',
    croutons: '5eed0003-0000-4000-8000-000000000011',
    potatoes: '5eed0003-0000-4000-8000-000000000012',
    seaSalt: '5eed0003-0000-4000-8000-000000000013',
    mayonnaise: '5eed0003-0000-4000-8000-000000000014',
    chicken: '5eed0003-0000-4000-8000-000000000015',
    porkAndVeal: '5eed0003-0000-4000-8000-000000000016',
    darkChocolate: '5eed0003-0000-4000-8000-000000000017',
    whippedCream: '5eed0003-0000-4000-8000-000000000018',
    apples: '5eed0003-0000-4000-8000-000000000019',
    eggs: '5eed0003-0000-4000-8000-000000000020',
    sourdough: '5eed0003-0000-4000-8000-000000000021',
    danishCheese: '5eed0003-0000-4000-8000-000000000022',
    chives: '5eed0003-0000-4000-8000-000000000023',
    skyr: '5eed0003-0000-4000-8000-000000000024',
    berries: '5eed0003-0000-4000-8000-000000000025',
    granola: '5eed0003-0000-4000-8000-000000000026',
    deliPastrami: '5eed0003-0000-4000-8000-000000000101',
    deliMustard: '5eed0003-0000-4000-8000-000000000102',
    deliPickledOnion: '5eed0003-0000-4000-8000-000000000103',
    deliHummus: '5eed0003-0000-4000-8000-000000000104',
    deliRoastedVegetables: '5eed0003-0000-4000-8000-000000000105',
    deliCinnamon: '5eed0003-0000-4000-8000-000000000106',
    deliButter: '5eed0003-0000-4000-8000-000000000107',
    ankeretPorkBelly: '5eed0003-0000-4000-8000-000000000201',
    ankeretParsley: '5eed0003-0000-4000-8000-000000000202',
    ankeretPotatoes: '5eed0003-0000-4000-8000-000000000203',
    ankeretPlaice: '5eed0003-0000-4000-8000-000000000204',
    ankeretRemoulade: '5eed0003-0000-4000-8000-000000000205',
    ankeretLemon: '5eed0003-0000-4000-8000-000000000206',
    ankeretRedBerries: '5eed0003-0000-4000-8000-000000000207',
    ankeretCream: '5eed0003-0000-4000-8000-000000000208',
  },
  optionsGroup: {
    smorrebrodToppings: '5eed0004-0000-4000-8000-000000000001',
    burgerExtras: '5eed0004-0000-4000-8000-000000000002',
    burgerLeaveOut: '5eed0004-0000-4000-8000-000000000003',
    saladProtein: '5eed0004-0000-4000-8000-000000000004',
    coffeeMilk: '5eed0004-0000-4000-8000-000000000005',
    deliBread: '5eed0004-0000-4000-8000-000000000101',
  },
  option: {
    herring: '5eed0005-0000-4000-8000-000000000001',
    eggAndPrawns: '5eed0005-0000-4000-8000-000000000002',
    roastBeef: '5eed0005-0000-4000-8000-000000000003',
    potato: '5eed0005-0000-4000-8000-000000000004',
    salmon: '5eed0005-0000-4000-8000-000000000005',
    bacon: '5eed0005-0000-4000-8000-000000000011',
    extraCheddar: '5eed0005-0000-4000-8000-000000000012',
    friedEgg: '5eed0005-0000-4000-8000-000000000013',
    noOnions: '5eed0005-0000-4000-8000-000000000021',
    noPickles: '5eed0005-0000-4000-8000-000000000022',
    noCheese: '5eed0005-0000-4000-8000-000000000023',
    grilledChicken: '5eed0005-0000-4000-8000-000000000031',
    smokedSalmon: '5eed0005-0000-4000-8000-000000000032',
    black: '5eed0005-0000-4000-8000-000000000041',
    withMilk: '5eed0005-0000-4000-8000-000000000042',
    withOatMilk: '5eed0005-0000-4000-8000-000000000043',
    deliSourdough: '5eed0005-0000-4000-8000-000000000101',
    deliRye: '5eed0005-0000-4000-8000-000000000102',
  },
  menu: {
    hotelAllDay: '5eed0006-0000-4000-8000-000000000001',
    hotelBreakfast: '5eed0006-0000-4000-8000-000000000002',
    deliAroundTheClock: '5eed0006-0000-4000-8000-000000000003',
    ankeretDinner: '5eed0006-0000-4000-8000-000000000004',
  },
  category: {
    smallPlates: '5eed0007-0000-4000-8000-000000000001',
    mains: '5eed0007-0000-4000-8000-000000000002',
    burgers: '5eed0007-0000-4000-8000-000000000003',
    desserts: '5eed0007-0000-4000-8000-000000000004',
    drinks: '5eed0007-0000-4000-8000-000000000005',
    softDrinks: '5eed0007-0000-4000-8000-000000000006',
    beerAndWine: '5eed0007-0000-4000-8000-000000000007',
    breakfastPlates: '5eed0007-0000-4000-8000-000000000011',
    breakfastDrinks: '5eed0007-0000-4000-8000-000000000012',
    deliSandwiches: '5eed0007-0000-4000-8000-000000000021',
    deliPastries: '5eed0007-0000-4000-8000-000000000022',
    ankeretMains: '5eed0007-0000-4000-8000-000000000031',
    ankeretDesserts: '5eed0007-0000-4000-8000-000000000032',
  },
  item: {
    smorrebrod: '5eed0008-0000-4000-8000-000000000001',
    caesarSalad: '5eed0008-0000-4000-8000-000000000002',
    fries: '5eed0008-0000-4000-8000-000000000003',
    nyhavnBurger: '5eed0008-0000-4000-8000-000000000004',
    chickenBurger: '5eed0008-0000-4000-8000-000000000005',
    frikadeller: '5eed0008-0000-4000-8000-000000000006',
    chocolateCake: '5eed0008-0000-4000-8000-000000000007',
    appleTrifle: '5eed0008-0000-4000-8000-000000000008',
    sparklingWater: '5eed0008-0000-4000-8000-000000000009',
    elderflower: '5eed0008-0000-4000-8000-000000000010',
    pilsner: '5eed0008-0000-4000-8000-000000000011',
    redWine: '5eed0008-0000-4000-8000-000000000012',
    danishBreakfast: '5eed0008-0000-4000-8000-000000000021',
    scrambledEggs: '5eed0008-0000-4000-8000-000000000022',
    skyr: '5eed0008-0000-4000-8000-000000000023',
    coffee: '5eed0008-0000-4000-8000-000000000024',
    tea: '5eed0008-0000-4000-8000-000000000025',
    orangeJuice: '5eed0008-0000-4000-8000-000000000026',
    pastrami: '5eed0008-0000-4000-8000-000000000031',
    wrap: '5eed0008-0000-4000-8000-000000000032',
    cinnamonSwirl: '5eed0008-0000-4000-8000-000000000033',
    porkBelly: '5eed0008-0000-4000-8000-000000000041',
    plaice: '5eed0008-0000-4000-8000-000000000042',
    redBerryPudding: '5eed0008-0000-4000-8000-000000000043',
  },
} as const;

const {
  location: L,
  contact: C,
  ingredient: I,
  optionsGroup: G,
  option: O,
  menu: M,
  category: K,
  item: T,
} = DEMO_IDS;

/** A generated picture the seed writes under /images/<key>, with its smaller WebP copies. */
export interface DemoImage {
  /** The record key, naming the original's size and its copies' as an upload's does. */
  key: string;
  /** Where the copies go, and their sizes (shared/src/images/derivatives.ts). */
  derivatives: readonly (PixelSize & { key: string })[];
  width: number;
  height: number;
  from: string;
  to: string;
  /** The dish colour; item pictures show a plate, location pictures only the background. */
  accent?: string;
  /** Places the picture's circles (pictureSeed of its name): the same picture at every size. */
  seed: number;
}

/**
 * As a back-office upload would store them: WebP originals (at most 1600 px a side), each just wide
 * enough for every copy the back office makes of its kind (the widest 1200 and 960 px), with them.
 */
const LOCATION_PICTURE = { width: 1280, height: 853 };
const ITEM_PICTURE = { width: 1000, height: 750 };

/**
 * `demo/hotel` at 1280 x 853 is `demo/hotel_1280x853_217x145_480x320_800x533_1200x800.webp`: the
 * copies a browser upload of the same picture would carry.
 */
const demoImageKey = (base: string, size: PixelSize, targets: readonly DerivativeTarget[]) =>
  sizedImageKey(base, 'webp', size, derivativeSizes(size, targets));
const locationImage = (name: string) =>
  demoImageKey(`demo/${name}`, LOCATION_PICTURE, IMAGE_DERIVATIVES.location);
const itemImage = (picture: string) =>
  demoImageKey(`demo/items/${picture}`, ITEM_PICTURE, IMAGE_DERIVATIVES.menuItem);

export interface DemoData {
  locations: readonly LocationSummary[];
  childLinks: readonly LocationChildLink[];
  contacts: readonly LocationContact[];
  ingredients: readonly LocationIngredient[];
  optionsGroups: readonly OptionsGroup[];
  menus: readonly Menu[];
  categories: readonly MenuCategory[];
  items: readonly MenuItem[];
  images: readonly DemoImage[];
}

const names = (en: string, da: string): NameTranslation[] => [
  { languageId: 'en', name: en },
  { languageId: 'da', name: da },
];

const texts = (en: [string, string], da: [string, string]): MenuItemTranslation[] => [
  { languageId: 'en', name: en[0], description: en[1] },
  { languageId: 'da', name: da[0], description: da[1] },
];

const ENGLISH_AND_DANISH = [
  { languageId: 'en', isDefault: true },
  { languageId: 'da', isDefault: false },
];

const COPENHAGEN = {
  address: 'Nyhavn 44',
  zip: '1051',
  city: 'København K',
  countryId: 'DK',
  timeZone: 'Europe/Copenhagen',
  isActive: true,
} as const;

const locations: LocationSummary[] = [
  {
    id: L.hotel,
    name: 'Hotel Nyhavn',
    description:
      'A harbourside hotel in an 18th-century warehouse on Nyhavn, a few steps from Kongens Nytorv. ' +
      'Order breakfast, meals and drinks to your room at any hour.',
    ...COPENHAGEN,
    phone: '+4533120044',
    email: 'reception@hotelnyhavn.example',
    image: locationImage('hotel'),
  },
  {
    id: L.deli,
    name: 'Kajens Deli',
    description:
      'The deli on the quay, open day and night: sandwiches, wraps and fresh pastries, brought to your room.',
    ...COPENHAGEN,
    phone: '+4533120045',
    email: 'deli@hotelnyhavn.example',
    image: locationImage('kajens-deli'),
  },
  {
    id: L.ankeret,
    name: 'Restaurant Ankeret',
    description:
      'Classic Danish cooking with fish from the Øresund and vegetables from Zealand. ' +
      'Room orders are served in the evening.',
    ...COPENHAGEN,
    phone: '+4533120046',
    email: 'ankeret@hotelnyhavn.example',
    image: locationImage('ankeret'),
  },
];

const childLinks: LocationChildLink[] = [
  { locationId: L.hotel, childLocationId: L.deli, sortOrder: 0 },
  { locationId: L.hotel, childLocationId: L.ankeret, sortOrder: 1 },
];

const contacts: LocationContact[] = [
  {
    id: C.hotelReception,
    locationId: L.hotel,
    name: 'Reception',
    countryCode: '45',
    phoneNumber: '20112233',
    isActive: true,
  },
  {
    id: C.hotelRoomService,
    locationId: L.hotel,
    name: 'Room service',
    countryCode: '45',
    phoneNumber: '30445566',
    isActive: true,
  },
  {
    id: C.deli,
    locationId: L.deli,
    name: 'Deli counter',
    countryCode: '45',
    phoneNumber: '40778899',
    isActive: true,
  },
  {
    id: C.ankeret,
    locationId: L.ankeret,
    name: 'Ankeret kitchen',
    countryCode: '45',
    phoneNumber: '50667788',
    isActive: true,
  },
];

const ingredient = (
  id: string,
  locationId: string,
  en: string,
  da: string,
): LocationIngredient => ({
  id,
  locationId,
  translations: names(en, da),
});

const ingredients: LocationIngredient[] = [
  ingredient(I.ryeBread, L.hotel, 'Rye bread', 'Rugbrød'),
  ingredient(I.butter, L.hotel, 'Butter', 'Smør'),
  ingredient(I.beefPatty, L.hotel, 'Beef patty', 'Hakkebøf af oksekød'),
  ingredient(I.briocheBun, L.hotel, 'Brioche bun', 'Briochebolle'),
  ingredient(I.cheddar, L.hotel, 'Aged cheddar', 'Lagret cheddar'),
  ingredient(I.redOnion, L.hotel, 'Red onion', 'Rødløg'),
  ingredient(I.pickles, L.hotel, 'Pickles', 'Syltede agurker'),
  ingredient(I.tomato, L.hotel, 'Tomato', 'Tomat'),
  ingredient(I.romaine, L.hotel, 'Romaine lettuce', 'Romainesalat'),
  ingredient(I.parmesan, L.hotel, 'Parmesan', 'Parmesan'),
  ingredient(I.croutons, L.hotel, 'Garlic croutons', 'Hvidløgscroutoner'),
  ingredient(I.potatoes, L.hotel, 'Potatoes', 'Kartofler'),
  ingredient(I.seaSalt, L.hotel, 'Sea salt', 'Havsalt'),
  ingredient(I.mayonnaise, L.hotel, 'Mayonnaise', 'Mayonnaise'),
  ingredient(I.chicken, L.hotel, 'Chicken', 'Kylling'),
  ingredient(I.porkAndVeal, L.hotel, 'Pork and veal mince', 'Hakket svine- og kalvekød'),
  ingredient(I.darkChocolate, L.hotel, 'Dark chocolate', 'Mørk chokolade'),
  ingredient(I.whippedCream, L.hotel, 'Whipped cream', 'Flødeskum'),
  ingredient(I.apples, L.hotel, 'Apples', 'Æbler'),
  ingredient(I.eggs, L.hotel, 'Free-range eggs', 'Frilandsæg'),
  ingredient(I.sourdough, L.hotel, 'Sourdough bread', 'Surdejsbrød'),
  ingredient(I.danishCheese, L.hotel, 'Danish cheese', 'Dansk ost'),
  ingredient(I.chives, L.hotel, 'Chives', 'Purløg'),
  ingredient(I.skyr, L.hotel, 'Skyr', 'Skyr'),
  ingredient(I.berries, L.hotel, 'Seasonal berries', 'Sæsonens bær'),
  ingredient(I.granola, L.hotel, 'Granola', 'Granola'),
  ingredient(I.deliPastrami, L.deli, 'Pastrami', 'Pastrami'),
  ingredient(I.deliMustard, L.deli, 'Mustard', 'Sennep'),
  ingredient(I.deliPickledOnion, L.deli, 'Pickled red onion', 'Syltede rødløg'),
  ingredient(I.deliHummus, L.deli, 'Hummus', 'Hummus'),
  ingredient(I.deliRoastedVegetables, L.deli, 'Roasted vegetables', 'Ovnbagte grøntsager'),
  ingredient(I.deliCinnamon, L.deli, 'Cinnamon', 'Kanel'),
  ingredient(I.deliButter, L.deli, 'Butter', 'Smør'),
  ingredient(I.ankeretPorkBelly, L.ankeret, 'Pork belly', 'Flæsk'),
  ingredient(I.ankeretParsley, L.ankeret, 'Parsley', 'Persille'),
  ingredient(I.ankeretPotatoes, L.ankeret, 'New potatoes', 'Nye kartofler'),
  ingredient(I.ankeretPlaice, L.ankeret, 'Plaice', 'Rødspætte'),
  ingredient(I.ankeretRemoulade, L.ankeret, 'Remoulade', 'Remoulade'),
  ingredient(I.ankeretLemon, L.ankeret, 'Lemon', 'Citron'),
  ingredient(I.ankeretRedBerries, L.ankeret, 'Red berries', 'Røde bær'),
  ingredient(I.ankeretCream, L.ankeret, 'Cream', 'Fløde'),
];

const option = (
  id: string,
  sortOrder: number,
  priceDifference: number,
  en: string,
  da: string,
) => ({
  id,
  sortOrder,
  priceDifference,
  translations: names(en, da),
});

const optionsGroups: OptionsGroup[] = [
  {
    id: G.smorrebrodToppings,
    locationId: L.hotel,
    type: 1,
    quantity: 2,
    isReusable: false,
    isDeleted: false,
    translations: names('Choose 2 toppings', 'Vælg 2 slags pålæg'),
    options: [
      option(
        O.herring,
        0,
        0,
        'Pickled herring with onion and capers',
        'Marinerede sild med løg og kapers',
      ),
      option(O.eggAndPrawns, 1, 1500, 'Egg and prawns', 'Æg og rejer'),
      option(
        O.roastBeef,
        2,
        0,
        'Roast beef with remoulade and crispy onions',
        'Roastbeef med remoulade og ristede løg',
      ),
      option(
        O.potato,
        3,
        0,
        'Potato with chives and mayonnaise',
        'Kartoffel med purløg og mayonnaise',
      ),
      option(O.salmon, 4, 1500, 'Hot-smoked salmon', 'Varmrøget laks'),
    ],
  },
  {
    id: G.burgerExtras,
    locationId: L.hotel,
    type: 2,
    quantity: 0,
    isReusable: true,
    isDeleted: false,
    translations: names('Extras', 'Tilkøb'),
    options: [
      option(O.bacon, 0, 1500, 'Crispy bacon', 'Sprød bacon'),
      option(O.extraCheddar, 1, 1000, 'Extra cheddar', 'Ekstra cheddar'),
      option(O.friedEgg, 2, 1000, 'Fried egg', 'Spejlæg'),
    ],
  },
  {
    id: G.burgerLeaveOut,
    locationId: L.hotel,
    type: 3,
    quantity: 0,
    isReusable: true,
    isDeleted: false,
    translations: names('Leave out', 'Udelad'),
    options: [
      option(O.noOnions, 0, 0, 'No onions', 'Uden løg'),
      option(O.noPickles, 1, 0, 'No pickles', 'Uden syltede agurker'),
      option(O.noCheese, 2, 0, 'No cheese', 'Uden ost'),
    ],
  },
  {
    id: G.saladProtein,
    locationId: L.hotel,
    type: 2,
    quantity: 1,
    isReusable: false,
    isDeleted: false,
    translations: names('Add protein', 'Tilføj protein'),
    options: [
      option(O.grilledChicken, 0, 4000, 'Grilled chicken', 'Grillet kylling'),
      option(O.smokedSalmon, 1, 5000, 'Hot-smoked salmon', 'Varmrøget laks'),
    ],
  },
  {
    id: G.coffeeMilk,
    locationId: L.hotel,
    type: 1,
    quantity: 1,
    isReusable: false,
    isDeleted: false,
    translations: names('How would you like it?', 'Hvordan vil du have den?'),
    options: [
      option(O.black, 0, 0, 'Black', 'Sort'),
      option(O.withMilk, 1, 0, 'With milk', 'Med mælk'),
      option(O.withOatMilk, 2, 500, 'With oat milk', 'Med havremælk'),
    ],
  },
  {
    id: G.deliBread,
    locationId: L.deli,
    type: 1,
    quantity: 1,
    isReusable: false,
    isDeleted: false,
    translations: names('Choose your bread', 'Vælg brød'),
    options: [
      option(O.deliSourdough, 0, 0, 'Sourdough', 'Surdejsbrød'),
      option(O.deliRye, 1, 0, 'Rye bread', 'Rugbrød'),
    ],
  },
];

const menus: Menu[] = [
  {
    id: M.hotelAllDay,
    name: 'All day',
    locationId: L.hotel,
    isActive: true,
    isNameVisible: true,
    availableFrom: '00:00',
    availableTo: '23:59',
    ...EVERY_DAY,
    sortOrder: 0,
    languages: ENGLISH_AND_DANISH,
  },
  {
    id: M.hotelBreakfast,
    name: 'Breakfast',
    locationId: L.hotel,
    isActive: true,
    isNameVisible: true,
    availableFrom: '06:30',
    availableTo: '10:30',
    ...EVERY_DAY,
    sortOrder: 1,
    languages: ENGLISH_AND_DANISH,
  },
  {
    id: M.deliAroundTheClock,
    name: 'Around the clock',
    locationId: L.deli,
    isActive: true,
    isNameVisible: false,
    availableFrom: '00:00',
    availableTo: '23:59',
    ...EVERY_DAY,
    sortOrder: 0,
    languages: ENGLISH_AND_DANISH,
  },
  {
    id: M.ankeretDinner,
    name: 'Dinner',
    locationId: L.ankeret,
    isActive: true,
    isNameVisible: true,
    availableFrom: '18:00',
    availableTo: '21:00',
    ...EVERY_DAY,
    sortOrder: 0,
    languages: ENGLISH_AND_DANISH,
  },
];

const category = (
  id: string,
  menuId: string,
  parentCategoryId: string | null,
  sortOrder: number,
  en: string,
  da: string,
): MenuCategory => ({ id, menuId, parentCategoryId, sortOrder, translations: names(en, da) });

const categories: MenuCategory[] = [
  category(K.smallPlates, M.hotelAllDay, null, 0, 'Small plates', 'Småretter'),
  category(K.mains, M.hotelAllDay, null, 1, 'Mains', 'Hovedretter'),
  category(K.burgers, M.hotelAllDay, K.mains, 0, 'Burgers', 'Burgere'),
  category(K.desserts, M.hotelAllDay, null, 2, 'Desserts', 'Desserter'),
  category(K.drinks, M.hotelAllDay, null, 3, 'Drinks', 'Drikkevarer'),
  category(K.softDrinks, M.hotelAllDay, K.drinks, 0, 'Soft drinks', 'Læskedrikke'),
  category(K.beerAndWine, M.hotelAllDay, K.drinks, 1, 'Beer and wine', 'Øl og vin'),
  category(K.breakfastPlates, M.hotelBreakfast, null, 0, 'Breakfast plates', 'Morgenmadsretter'),
  category(
    K.breakfastDrinks,
    M.hotelBreakfast,
    null,
    1,
    'Coffee, tea and juice',
    'Kaffe, te og juice',
  ),
  category(
    K.deliSandwiches,
    M.deliAroundTheClock,
    null,
    0,
    'Sandwiches and wraps',
    'Sandwich og wraps',
  ),
  category(K.deliPastries, M.deliAroundTheClock, null, 1, 'Pastries', 'Bagværk'),
  category(K.ankeretMains, M.ankeretDinner, null, 0, 'Main courses', 'Hovedretter'),
  category(K.ankeretDesserts, M.ankeretDinner, null, 1, 'Desserts', 'Desserter'),
];

interface ItemInput {
  id: string;
  menuId: string;
  menuCategoryId: string;
  /** In øre: 145.00 kr. is 14500. */
  price: number;
  /** The picture's name under demo/items/. */
  picture: string;
  sortOrder: number;
  translations: MenuItemTranslation[];
  ingredients?: string[];
  optionsGroups?: string[];
}

const item = (input: ItemInput): MenuItem => ({
  id: input.id,
  menuId: input.menuId,
  menuCategoryId: input.menuCategoryId,
  price: input.price,
  image: itemImage(input.picture),
  sortOrder: input.sortOrder,
  translations: input.translations,
  ingredients: (input.ingredients ?? []).map((locationIngredientId, sortOrder) => ({
    locationIngredientId,
    sortOrder,
  })),
  optionsGroups: (input.optionsGroups ?? []).map((optionsGroupId, sortOrder) => ({
    optionsGroupId,
    sortOrder,
  })),
});

const items: MenuItem[] = [
  item({
    id: T.smorrebrod,
    menuId: M.hotelAllDay,
    menuCategoryId: K.smallPlates,
    price: 14500,
    picture: 'smorrebrod',
    sortOrder: 0,
    translations: texts(
      [
        'Smørrebrød, your choice',
        'Two open sandwiches on dark rye bread, the Copenhagen way. Choose your two toppings.',
      ],
      [
        'Smørrebrød efter eget valg',
        'To stykker smørrebrød på mørkt rugbrød, som man spiser det i København. Vælg selv to slags pålæg.',
      ],
    ),
    ingredients: [I.ryeBread, I.butter],
    optionsGroups: [G.smorrebrodToppings],
  }),
  item({
    id: T.caesarSalad,
    menuId: M.hotelAllDay,
    menuCategoryId: K.smallPlates,
    price: 12500,
    picture: 'caesar-salad',
    sortOrder: 1,
    translations: texts(
      ['Caesar salad', 'Crisp romaine, parmesan, garlic croutons and a creamy anchovy dressing.'],
      ['Cæsarsalat', 'Sprød romainesalat, parmesan, hvidløgscroutoner og cremet ansjosdressing.'],
    ),
    ingredients: [I.romaine, I.parmesan, I.croutons, I.eggs],
    optionsGroups: [G.saladProtein],
  }),
  item({
    id: T.fries,
    menuId: M.hotelAllDay,
    menuCategoryId: K.smallPlates,
    price: 6500,
    picture: 'fries',
    sortOrder: 2,
    translations: texts(
      ['Fries with mayonnaise', 'Hand-cut fries with sea salt and homemade mayonnaise.'],
      [
        'Pommes frites med mayonnaise',
        'Håndskårne pommes frites med havsalt og hjemmelavet mayonnaise.',
      ],
    ),
    ingredients: [I.potatoes, I.seaSalt, I.mayonnaise],
  }),
  item({
    id: T.frikadeller,
    menuId: M.hotelAllDay,
    menuCategoryId: K.mains,
    price: 16500,
    picture: 'frikadeller',
    sortOrder: 0,
    translations: texts(
      [
        'Frikadeller with potato salad',
        'Danish pork and veal meatballs with warm potato salad, cucumber salad and rye bread.',
      ],
      [
        'Frikadeller med kartoffelsalat',
        'Frikadeller af svine- og kalvekød med lun kartoffelsalat, agurkesalat og rugbrød.',
      ],
    ),
    ingredients: [I.porkAndVeal, I.potatoes, I.redOnion, I.ryeBread],
  }),
  item({
    id: T.nyhavnBurger,
    menuId: M.hotelAllDay,
    menuCategoryId: K.burgers,
    price: 18500,
    picture: 'nyhavn-burger',
    sortOrder: 0,
    translations: texts(
      [
        'Nyhavn burger',
        'Danish beef, aged cheddar, red onion, pickles and tomato in a toasted brioche bun, served with fries.',
      ],
      [
        'Nyhavn-burger',
        'Dansk oksekød, lagret cheddar, rødløg, syltede agurker og tomat i en ristet briochebolle. Serveres med pommes frites.',
      ],
    ),
    ingredients: [I.beefPatty, I.briocheBun, I.cheddar, I.redOnion, I.pickles, I.tomato],
    optionsGroups: [G.burgerLeaveOut, G.burgerExtras],
  }),
  item({
    id: T.chickenBurger,
    menuId: M.hotelAllDay,
    menuCategoryId: K.burgers,
    price: 17500,
    picture: 'chicken-burger',
    sortOrder: 1,
    translations: texts(
      [
        'Crispy chicken burger',
        'Buttermilk-fried chicken with romaine, red onion and chilli mayonnaise in a brioche bun, served with fries.',
      ],
      [
        'Sprød kyllingeburger',
        'Kylling vendt i kærnemælk og friteret, med romainesalat, rødløg og chilimayonnaise i en briochebolle. Serveres med pommes frites.',
      ],
    ),
    ingredients: [I.chicken, I.briocheBun, I.romaine, I.redOnion, I.mayonnaise],
    optionsGroups: [G.burgerExtras],
  }),
  item({
    id: T.chocolateCake,
    menuId: M.hotelAllDay,
    menuCategoryId: K.desserts,
    price: 8500,
    picture: 'chocolate-cake',
    sortOrder: 0,
    translations: texts(
      ['Chocolate cake', 'Warm dark chocolate cake with lightly whipped cream.'],
      ['Chokoladekage', 'Lun kage af mørk chokolade med let flødeskum.'],
    ),
    ingredients: [I.darkChocolate, I.butter, I.eggs, I.whippedCream],
  }),
  item({
    id: T.appleTrifle,
    menuId: M.hotelAllDay,
    menuCategoryId: K.desserts,
    price: 7500,
    picture: 'apple-trifle',
    sortOrder: 1,
    translations: texts(
      [
        'Danish apple trifle',
        'Stewed apples layered with buttery toasted crumbs and whipped cream, served in a glass.',
      ],
      [
        'Gammeldags æblekage',
        'Æblekompot i lag med smørristet rasp og flødeskum, serveret i glas.',
      ],
    ),
    ingredients: [I.apples, I.butter, I.whippedCream],
  }),
  item({
    id: T.sparklingWater,
    menuId: M.hotelAllDay,
    menuCategoryId: K.softDrinks,
    price: 3500,
    picture: 'sparkling-water',
    sortOrder: 0,
    translations: texts(
      ['Sparkling water', 'A 50 cl bottle, served with a slice of lemon.'],
      ['Danskvand', 'En flaske på 50 cl, serveret med en skive citron.'],
    ),
  }),
  item({
    id: T.elderflower,
    menuId: M.hotelAllDay,
    menuCategoryId: K.softDrinks,
    price: 4000,
    picture: 'elderflower',
    sortOrder: 1,
    translations: texts(
      [
        'Elderflower cordial',
        'Homemade elderflower cordial topped up with sparkling water and ice.',
      ],
      ['Hyldeblomstsaft', 'Hjemmelavet hyldeblomstsaft med danskvand og isterninger.'],
    ),
  }),
  item({
    id: T.pilsner,
    menuId: M.hotelAllDay,
    menuCategoryId: K.beerAndWine,
    price: 5500,
    picture: 'pilsner',
    sortOrder: 0,
    translations: texts(
      ['Organic pilsner', 'A 33 cl bottle from a Copenhagen microbrewery.'],
      ['Økologisk pilsner', 'En flaske på 33 cl fra et københavnsk mikrobryggeri.'],
    ),
  }),
  item({
    id: T.redWine,
    menuId: M.hotelAllDay,
    menuCategoryId: K.beerAndWine,
    price: 8500,
    picture: 'red-wine',
    sortOrder: 1,
    translations: texts(
      ['Glass of red wine', 'The house red from the Rhône valley, 15 cl.'],
      ['Et glas rødvin', 'Husets røde fra Rhônedalen, 15 cl.'],
    ),
  }),
  item({
    id: T.danishBreakfast,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastPlates,
    price: 16500,
    picture: 'danish-breakfast',
    sortOrder: 0,
    translations: texts(
      [
        'Danish breakfast',
        'Fresh rolls and rye bread with butter, Danish cheese, jam, a soft-boiled egg and a small pastry.',
      ],
      [
        'Dansk morgenbord',
        'Friske rundstykker og rugbrød med smør, dansk ost, marmelade, et blødkogt æg og et lille stykke wienerbrød.',
      ],
    ),
    ingredients: [I.ryeBread, I.butter, I.danishCheese, I.eggs],
  }),
  item({
    id: T.scrambledEggs,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastPlates,
    price: 11500,
    picture: 'scrambled-eggs',
    sortOrder: 1,
    translations: texts(
      [
        'Scrambled eggs on sourdough',
        'Creamy scrambled free-range eggs with chives on toasted sourdough.',
      ],
      ['Røræg på surdejsbrød', 'Cremede røræg af frilandsæg med purløg på ristet surdejsbrød.'],
    ),
    ingredients: [I.eggs, I.sourdough, I.butter, I.chives],
  }),
  item({
    id: T.skyr,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastPlates,
    price: 8500,
    picture: 'skyr',
    sortOrder: 2,
    translations: texts(
      [
        'Skyr with berries and granola',
        'Thick, creamy skyr with seasonal berries, honey and crunchy granola.',
      ],
      ['Skyr med bær og granola', 'Tyk, cremet skyr med sæsonens bær, honning og sprød granola.'],
    ),
    ingredients: [I.skyr, I.berries, I.granola],
  }),
  item({
    id: T.coffee,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastDrinks,
    price: 4500,
    picture: 'coffee',
    sortOrder: 0,
    translations: texts(
      ['Coffee', 'A pot of freshly brewed filter coffee from a Copenhagen roastery.'],
      ['Kaffe', 'En kande friskbrygget filterkaffe fra et københavnsk kafferisteri.'],
    ),
    optionsGroups: [G.coffeeMilk],
  }),
  item({
    id: T.tea,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastDrinks,
    price: 4000,
    picture: 'tea',
    sortOrder: 1,
    translations: texts(
      ['Tea', 'A pot of organic breakfast tea, with milk and honey on the side.'],
      ['Te', 'En kande økologisk morgente med mælk og honning ved siden af.'],
    ),
  }),
  item({
    id: T.orangeJuice,
    menuId: M.hotelBreakfast,
    menuCategoryId: K.breakfastDrinks,
    price: 4500,
    picture: 'orange-juice',
    sortOrder: 2,
    translations: texts(
      ['Fresh orange juice', 'A large glass of freshly squeezed orange juice.'],
      ['Friskpresset appelsinjuice', 'Et stort glas friskpresset appelsinjuice.'],
    ),
  }),
  item({
    id: T.pastrami,
    menuId: M.deliAroundTheClock,
    menuCategoryId: K.deliSandwiches,
    price: 11500,
    picture: 'pastrami-sandwich',
    sortOrder: 0,
    translations: texts(
      [
        'Pastrami sandwich',
        'Slow-cooked pastrami with mustard and pickled red onion on your choice of bread.',
      ],
      [
        'Pastramisandwich',
        'Langtidstilberedt pastrami med sennep og syltede rødløg på dit valg af brød.',
      ],
    ),
    ingredients: [I.deliPastrami, I.deliMustard, I.deliPickledOnion],
    optionsGroups: [G.deliBread],
  }),
  item({
    id: T.wrap,
    menuId: M.deliAroundTheClock,
    menuCategoryId: K.deliSandwiches,
    price: 9500,
    picture: 'hummus-wrap',
    sortOrder: 1,
    translations: texts(
      [
        'Hummus and roasted vegetable wrap',
        'Roasted seasonal vegetables, hummus and fresh herbs in a soft wrap.',
      ],
      [
        'Wrap med hummus og ovnbagte grøntsager',
        'Sæsonens ovnbagte grøntsager, hummus og friske krydderurter i en blød wrap.',
      ],
    ),
    ingredients: [I.deliHummus, I.deliRoastedVegetables],
  }),
  item({
    id: T.cinnamonSwirl,
    menuId: M.deliAroundTheClock,
    menuCategoryId: K.deliPastries,
    price: 3500,
    picture: 'cinnamon-swirl',
    sortOrder: 0,
    translations: texts(
      ['Cinnamon swirl', 'A soft, buttery cinnamon swirl, baked fresh every night.'],
      ['Kanelsnegl', 'En blød kanelsnegl med masser af smør, bagt frisk hver nat.'],
    ),
    ingredients: [I.deliCinnamon, I.deliButter],
  }),
  item({
    id: T.porkBelly,
    menuId: M.ankeretDinner,
    menuCategoryId: K.ankeretMains,
    price: 19500,
    picture: 'pork-belly',
    sortOrder: 0,
    translations: texts(
      [
        'Crispy pork belly with parsley sauce',
        "Denmark's national dish: crispy pork belly with new potatoes and a creamy parsley sauce.",
      ],
      [
        'Stegt flæsk med persillesovs',
        'Danmarks nationalret: sprødstegt flæsk med nye kartofler og cremet persillesovs.',
      ],
    ),
    ingredients: [I.ankeretPorkBelly, I.ankeretPotatoes, I.ankeretParsley],
  }),
  item({
    id: T.plaice,
    menuId: M.ankeretDinner,
    menuCategoryId: K.ankeretMains,
    price: 21500,
    picture: 'plaice',
    sortOrder: 1,
    translations: texts(
      [
        'Pan-fried plaice',
        'Whole plaice fried in butter, with remoulade, lemon and boiled new potatoes.',
      ],
      [
        'Stegt rødspætte',
        'Hel rødspætte stegt i smør med remoulade, citron og kogte nye kartofler.',
      ],
    ),
    ingredients: [I.ankeretPlaice, I.ankeretRemoulade, I.ankeretLemon, I.ankeretPotatoes],
  }),
  item({
    id: T.redBerryPudding,
    menuId: M.ankeretDinner,
    menuCategoryId: K.ankeretDesserts,
    price: 7500,
    picture: 'red-berry-pudding',
    sortOrder: 0,
    translations: texts(
      [
        'Red berry pudding with cream',
        'Summer berries cooked into a soft, tart pudding, served with cold cream.',
      ],
      ['Rødgrød med fløde', 'Rødgrød af sommerens bær, serveret med kold fløde.'],
    ),
    ingredients: [I.ankeretRedBerries, I.ankeretCream],
  }),
];

/**
 * The picture behind a demo key, with its copies as the key names them. Its circles are seeded from
 * the picture's first file name (`demo/hotel.png`): the demo's pictures stayed the same pictures when
 * they became WebP at upload sizes.
 */
function demoImage(key: string, colours: { from: string; to: string; accent?: string }): DemoImage {
  const variants = imageVariants(key);
  if (!variants) throw new Error(`${key} names no sizes`);
  const { width, height } = variants.original;
  return {
    key,
    derivatives: variants.derivatives,
    width,
    height,
    ...colours,
    seed: pictureSeed(`${key.replace(/_.*$/, '')}.png`),
  };
}

/** Background and dish colours of each picture, by its key. */
const images: DemoImage[] = [
  demoImage(locationImage('hotel'), { from: '#1d3557', to: '#e9c46a' }),
  demoImage(locationImage('kajens-deli'), { from: '#264653', to: '#2a9d8f' }),
  demoImage(locationImage('ankeret'), { from: '#3d1f2b', to: '#c8553d' }),
  ...(
    [
      ['smorrebrod', '#f1e3c6', '#d9b38c', '#5b3a29'],
      ['caesar-salad', '#e8f3d6', '#9cc58a', '#7fae4e'],
      ['fries', '#fff1c1', '#f4b942', '#e9a93b'],
      ['frikadeller', '#f3e0c7', '#c98e5a', '#7a4a2a'],
      ['nyhavn-burger', '#f4a261', '#e76f51', '#8d5524'],
      ['chicken-burger', '#fde2b8', '#f2a65a', '#c77d3a'],
      ['chocolate-cake', '#e8d5c4', '#8c6a5d', '#3e2117'],
      ['apple-trifle', '#fbefd5', '#d7b377', '#b5651d'],
      ['sparkling-water', '#e0f4ff', '#8ecae6', '#bfe6f5'],
      ['elderflower', '#f7f9e3', '#c9d99b', '#eef2c6'],
      ['pilsner', '#fff4d6', '#e0a526', '#f2c14e'],
      ['red-wine', '#f2dede', '#7b2d3b', '#5e1224'],
      ['danish-breakfast', '#fff8e7', '#f6d186', '#d9a441'],
      ['scrambled-eggs', '#fffbe6', '#f9dc5c', '#f6c945'],
      ['skyr', '#f5f0fa', '#c3aed6', '#7d4e9e'],
      ['coffee', '#efe6dd', '#a47551', '#4b2e1e'],
      ['tea', '#f3efe0', '#b5a27a', '#9a6b34'],
      ['orange-juice', '#fff3e0', '#ffa552', '#f78c1f'],
      ['pastrami-sandwich', '#f5e6d3', '#c0846a', '#a14a3b'],
      ['hummus-wrap', '#f4efd8', '#b7c48a', '#d9b26f'],
      ['cinnamon-swirl', '#f8ead8', '#d4a373', '#9c6644'],
      ['pork-belly', '#f1e6d2', '#b98b5e', '#c9773f'],
      ['plaice', '#eaf4f4', '#9fc5c9', '#e6d3a8'],
      ['red-berry-pudding', '#fbe4e6', '#d9667b', '#a4133c'],
    ] as const
  ).map(([name, from, to, accent]) => demoImage(itemImage(name), { from, to, accent })),
];

export const demoData: DemoData = {
  locations,
  childLinks,
  contacts,
  ingredients,
  optionsGroups,
  menus,
  categories,
  items,
  images,
};

/** A stable number from a string (FNV-1a), used to seed each picture from its key. */
export function pictureSeed(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
