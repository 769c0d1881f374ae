/**
 * Common foods in the languages other than English, each as its singular and plurals (lower case),
 * under the store section it is found in: "1 Zwiebel" and "2 Zwiebeln" are one line of the
 * shopping list (merge.ts), and both are Produce (aisles.ts). English plurals are guessed by rule
 * in aisles.ts instead; the English list merges names as written.
 */
type FoodSection = 'Produce' | 'Dairy' | 'Bakery' | 'Meat & Fish' | 'Pantry' | 'Drinks';

/** Per language and section: 'singular/plural/other plural, …'. */
const foodsByLanguage: Readonly<Record<string, Partial<Record<FoodSection, string>>>> = {
  de: {
    Produce:
      'zwiebel/zwiebeln, knoblauchzehe/knoblauchzehen, knoblauch, tomate/tomaten, kartoffel/kartoffeln, karotte/karotten, möhre/möhren, paprika/paprikas, zitrone/zitronen, apfel/äpfel, gurke/gurken, zucchini, champignon/champignons, kräuter, petersilie, lauch, salat',
    Dairy: 'ei/eier, milch, butter, sahne, käse, joghurt, quark, schmand',
    Bakery: 'brot/brote, brötchen',
    'Meat & Fish': 'hähnchenbrust/hähnchenbrüste, hackfleisch, speck, lachs, würstchen',
    Pantry: 'mehl, zucker, salz, pfeffer, öl, olivenöl, reis, nudeln, essig, senf, honig, hefe, brühe',
    Drinks: 'wasser, wein',
  },
  fr: {
    Produce:
      "oignon/oignons, ail, gousse d'ail/gousses d'ail, tomate/tomates, pomme de terre/pommes de terre, carotte/carottes, poivron/poivrons, citron/citrons, pomme/pommes, courgette/courgettes, champignon/champignons, persil, échalote/échalotes, salade",
    Dairy: 'œuf/œufs, oeuf/oeufs, lait, beurre, crème, crème fraîche, fromage, yaourt/yaourts',
    Bakery: 'pain/pains, baguette/baguettes',
    'Meat & Fish': 'poulet, blanc de poulet/blancs de poulet, bœuf, lardon/lardons, saumon',
    Pantry: 'farine, sucre, sel, poivre, huile, huile d’olive, riz, pâtes, vinaigre, moutarde, miel, levure',
    Drinks: 'eau, vin',
  },
  es: {
    Produce:
      'cebolla/cebollas, ajo/ajos, tomate/tomates, patata/patatas, papa/papas, zanahoria/zanahorias, pimiento/pimientos, limón/limones, manzana/manzanas, calabacín/calabacines, champiñón/champiñones, perejil, berenjena/berenjenas',
    Dairy: 'huevo/huevos, leche, mantequilla, nata, queso, yogur/yogures',
    Bakery: 'pan',
    'Meat & Fish': 'pollo, pechuga de pollo/pechugas de pollo, carne picada, chorizo, salmón',
    Pantry: 'harina, azúcar, sal, pimienta, aceite, aceite de oliva, arroz, vinagre, miel, levadura',
    Drinks: 'agua, vino',
  },
  it: {
    Produce:
      'cipolla/cipolle, aglio, pomodoro/pomodori, patata/patate, carota/carote, peperone/peperoni, limone/limoni, mela/mele, zucchina/zucchine, fungo/funghi, prezzemolo, basilico, melanzana/melanzane',
    Dairy: 'uovo/uova, latte, burro, panna, formaggio, parmigiano, mozzarella, yogurt',
    Bakery: 'pane',
    'Meat & Fish': 'pollo, petto di pollo, carne macinata, pancetta, salmone',
    Pantry: 'farina, zucchero, sale, pepe, olio, olio extravergine di oliva, riso, aceto, miele, lievito',
    Drinks: 'acqua, vino',
  },
  nl: {
    Produce:
      'ui/uien, knoflook, teen knoflook, tomaat/tomaten, aardappel/aardappelen/aardappels, wortel/wortels/wortelen, paprika/paprika’s, citroen/citroenen, appel/appels, courgette/courgettes, champignon/champignons, peterselie, prei',
    Dairy: 'ei/eieren, melk, boter, room, slagroom, kaas, yoghurt',
    Bakery: 'brood/broden',
    'Meat & Fish': 'kip, kipfilet/kipfilets, gehakt, spek, zalm',
    Pantry: 'bloem, suiker, zout, peper, olie, olijfolie, rijst, azijn, mosterd, honing, gist',
    Drinks: 'water, wijn',
  },
  pl: {
    Produce:
      'cebula/cebule/cebul, czosnek, pomidor/pomidory/pomidorów, ziemniak/ziemniaki/ziemniaków, marchewka/marchewki/marchewek, papryka/papryki, cytryna/cytryny, jabłko/jabłka/jabłek, cukinia/cukinie, pieczarka/pieczarki/pieczarek, natka pietruszki, kalafior',
    Dairy: 'jajko/jajka/jajek, jajo/jaja, mleko, masło, śmietana, ser, jogurt',
    Bakery: 'chleb, bułka/bułki',
    'Meat & Fish': 'kurczak, pierś z kurczaka, mięso mielone, boczek, łosoś',
    Pantry: 'mąka, cukier, sól, pieprz, olej, oliwa, ryż, ocet, musztarda, miód, drożdże',
    Drinks: 'woda, wino',
  },
  'pt-BR': {
    Produce:
      'cebola/cebolas, alho, dente de alho/dentes de alho, tomate/tomates, batata/batatas, cenoura/cenouras, pimentão/pimentões, limão/limões, maçã/maçãs, abobrinha/abobrinhas, cogumelo/cogumelos, salsinha, cebolinha',
    Dairy: 'ovo/ovos, leite, manteiga, creme de leite, queijo, iogurte, requeijão',
    Bakery: 'pão/pães',
    'Meat & Fish': 'frango, peito de frango, carne moída, bacon, salmão',
    Pantry:
      'farinha, farinha de trigo, açúcar, sal, pimenta, óleo, azeite, arroz, feijão, vinagre, mel, fermento',
    Drinks: 'água, vinho',
  },
  ar: {
    Produce:
      'بصلة/بصل, ثوم, طماطم/طماطمة, بندورة, بطاطس/بطاطا, جزرة/جزر, فلفل, ليمونة/ليمون, تفاحة/تفاح, كوسا, بقدونس, خيارة/خيار, باذنجان',
    Dairy: 'بيضة/بيض/بيضات, حليب, زبدة, قشطة, جبنة/جبن, لبن, زبادي',
    Bakery: 'خبز',
    'Meat & Fish': 'دجاج, صدر دجاج, لحم مفروم, لحم, سمك',
    Pantry: 'دقيق/طحين, سكر, ملح, فلفل أسود, زيت, زيت زيتون, أرز/رز, خل, عسل, خميرة',
    Drinks: 'ماء, عصير',
  },
};

const singulars = new Map<string, string>();
const sectionByFood = new Map<string, FoodSection>();
for (const sections of Object.values(foodsByLanguage))
  for (const [section, list] of Object.entries(sections) as [FoodSection, string][])
    for (const food of list.split(',')) {
      const [singular = '', ...plurals] = food.split('/').map((word) => word.trim());
      for (const form of [singular, ...plurals]) {
        if (!singulars.has(form)) singulars.set(form, singular);
        if (!sectionByFood.has(form)) sectionByFood.set(form, section);
      }
    }

/** A food's singular as the table knows it ('zwiebeln' is 'zwiebel', 'jajek' 'jajko'), or the word. */
export const singularFood = (word: string): string => singulars.get(word) ?? word;

/** The section of a food of the table (singular or plural, lower case), if it is one. */
export const foodSection = (food: string): FoodSection | undefined => sectionByFood.get(food);
