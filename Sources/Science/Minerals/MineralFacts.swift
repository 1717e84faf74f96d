/// Townhall's own mineral facts, one mineral a line, written for this project from general
/// mineralogy (the descriptions are ours). Kept as text inside the program rather than as a
/// resource file: the table ships inside the binary (nothing to lose when `townhall` is copied to
/// a server), and one line per mineral stays easy to review and correct. `MineralTable` parses it
/// once; a test checks every line parses and compares the facts with a public reference.
///
/// Fields, separated by `|`:
/// name | colours | tone (light/dark) | lusters | streak | Mohs hardness | cleavage (quality and
/// directions) | specific gravity | crystal system | telling tests (or -) | commonness 1–10 | about
enum MineralFacts {
    static let text = """
    Quartz | colorless, white, pink, purple, smoky-brown, yellow, gray | light | vitreous | white | 7 | none | 2.65 | trigonal | - | 10 | The commonest mineral of sand and veins; six-sided prisms capped by points.
    Orthoclase | pink, white, cream, gray, orange | light | vitreous, pearly | white | 6 | perfect 2 | 2.55-2.63 | monoclinic | - | 9 | Potassium feldspar that gives many granites their pink colour; blocky crystals.
    Microcline | green, pink, white, cream, gray | light | vitreous | white | 6-6.5 | perfect 2 | 2.54-2.57 | triclinic | - | 8 | The low-temperature potassium feldspar; the green kind is called amazonite.
    Sanidine | colorless, white, gray | light | vitreous | white | 6 | perfect 2 | 2.52-2.62 | monoclinic | - | 4 | Glassy feldspar of quickly cooled volcanic rocks.
    Albite | white, colorless, gray, bluish-white | light | vitreous, pearly | white | 6-6.5 | perfect 2 | 2.60-2.65 | triclinic | - | 9 | The sodium end of the plagioclase feldspars; fine parallel lines on cleavage faces.
    Anorthite | white, gray, colorless | light | vitreous | white | 6-6.5 | perfect 2 | 2.72-2.76 | triclinic | - | 5 | The calcium end of the plagioclase feldspars, found in basalts and gabbros.
    Labradorite | gray, dark-gray, blue, green | dark | vitreous, pearly | white | 6-6.5 | perfect 2 | 2.68-2.72 | triclinic | - | 6 | A plagioclase that flashes blue and green when turned in the light.
    Oligoclase | white, gray, greenish-white, colorless | light | vitreous | white | 6-6.5 | perfect 2 | 2.64-2.66 | triclinic | - | 5 | A sodium-rich plagioclase of granites; sunstone is a spangled kind.
    Calcite | colorless, white, gray, yellow, pink, orange | light | vitreous | white | 3 | perfect 3 | 2.71 | trigonal | fizzes, double-refraction, fluorescent | 10 | Limestone's mineral: breaks into rhombs, fizzes in cold dilute acid.
    Aragonite | white, colorless, yellow, gray, blue | light | vitreous | white | 3.5-4 | good 1 | 2.93-2.95 | orthorhombic | fizzes | 6 | The other form of calcium carbonate, in shells, pearls and cave sprays.
    Dolomite | white, gray, pink, cream | light | vitreous, pearly | white | 3.5-4 | perfect 3 | 2.84-2.86 | trigonal | fizzes-powdered | 8 | Calcium magnesium carbonate with curved saddle crystals; fizzes only as powder.
    Magnesite | white, gray, yellow, brown | light | vitreous, dull | white | 3.5-4.5 | perfect 3 | 2.98-3.02 | trigonal | fizzes-powdered | 5 | Magnesium carbonate, often in chalky white masses that stick to the tongue.
    Siderite | brown, yellowish-brown, gray | dark | vitreous, pearly | white | 3.5-4.5 | perfect 3 | 3.90-3.96 | trigonal | fizzes-powdered | 5 | Iron carbonate: brown rhombs that are heavier than they look.
    Rhodochrosite | pink, red, rose | light | vitreous, pearly | white | 3.5-4 | perfect 3 | 3.5-3.7 | trigonal | fizzes-powdered | 4 | Manganese carbonate, rose-pink and often banded.
    Smithsonite | blue, green, white, pink, yellow, brown | light | vitreous, pearly | white | 4-4.5 | perfect 3 | 4.3-4.5 | trigonal | fizzes | 4 | Zinc carbonate in grape-like crusts; heavy for a pale mineral.
    Cerussite | colorless, white, gray | light | adamantine, vitreous | white | 3-3.5 | good 2 | 6.5-6.6 | orthorhombic | fizzes, heavy | 4 | Lead carbonate: brilliant, very heavy, often twinned into lattices.
    Witherite | white, colorless, gray, yellowish | light | vitreous, resinous | white | 3-3.5 | good 1 | 4.3 | orthorhombic | fizzes, fluorescent | 2 | Barium carbonate, heavy and pale, in double-pointed crystals.
    Strontianite | colorless, white, gray, yellow, green | light | vitreous, resinous | white | 3.5 | perfect 1 | 3.7-3.8 | orthorhombic | fizzes, fluorescent | 3 | Strontium carbonate; colours a flame crimson.
    Malachite | green | dark | adamantine, vitreous, silky, dull | pale-green | 3.5-4 | perfect 1 | 3.6-4.05 | monoclinic | fizzes | 6 | Copper carbonate banded in greens; a sign of copper nearby.
    Azurite | blue, dark-blue | dark | vitreous | pale-blue | 3.5-4 | perfect 1 | 3.77-3.89 | monoclinic | fizzes | 5 | Deep blue copper carbonate, often beside malachite.
    Ankerite | white, gray, brown, yellowish-brown | light | vitreous, pearly | white | 3.5-4 | perfect 3 | 2.93-3.10 | trigonal | fizzes-powdered | 4 | An iron-bearing dolomite that turns brown as it weathers.
    Aurichalcite | green, blue, sky-blue | light | silky, pearly | pale-blue | 1-2 | perfect 1 | 3.64-3.9 | monoclinic | fizzes | 2 | Soft tufts of pale blue-green needles from zinc and copper ores.
    Hydrozincite | white, gray, pale-yellow | light | dull, silky, pearly | white | 2-2.5 | perfect 1 | 3.5-3.8 | monoclinic | fizzes, fluorescent | 2 | Chalky white zinc crust that glows blue under ultraviolet light.
    Halite | colorless, white, pink, blue, orange, gray | light | vitreous | white | 2-2.5 | perfect 3 | 2.17 | cubic | salty | 8 | Rock salt: cubes that taste salty and dissolve in water.
    Sylvite | colorless, white, red, pink | light | vitreous | white | 2-2.5 | perfect 3 | 1.99 | cubic | bitter | 4 | Potassium chloride, like halite but with a sharper, bitter taste.
    Fluorite | purple, green, blue, yellow, colorless, pink | light | vitreous | white | 4 | perfect 4 | 3.18 | cubic | fluorescent | 8 | Cubes in every colour that split into octahedra; the mineral that named fluorescence.
    Cryolite | colorless, white, brownish | light | vitreous, greasy | white | 2.5-3 | none | 2.95-3.0 | monoclinic | - | 1 | A rare sodium aluminium fluoride that nearly vanishes in water.
    Atacamite | green, dark-green | dark | adamantine, vitreous | apple-green | 3-3.5 | perfect 1 | 3.75-3.77 | orthorhombic | - | 2 | Copper chloride in slender green prisms, found in dry climates.
    Carnallite | colorless, white, red, yellow | light | greasy, dull | white | 2.5 | none | 1.6 | orthorhombic | bitter | 2 | A salt-bed mineral that soaks up air's moisture and tastes bitter.
    Chlorargyrite | colorless, gray, yellowish, violet-brown | light | resinous, adamantine | white | 1.5-2.5 | none | 5.55 | cubic | - | 2 | Silver chloride, soft as wax and cuttable, darkening in light.
    Gypsum | colorless, white, gray, yellowish, brown | light | vitreous, pearly, silky | white | 1.5-2 | perfect 1 | 2.31-2.33 | monoclinic | flexible | 9 | So soft a fingernail scratches it; clear sheets, silky fibres or desert roses.
    Anhydrite | colorless, white, bluish, gray, pale-pink | light | vitreous, pearly, greasy | white | 3.5 | perfect 3 | 2.97 | orthorhombic | - | 6 | Gypsum without its water, breaking into near-cubes.
    Barite | colorless, white, blue, yellow, brown, gray | light | vitreous, pearly | white | 3-3.5 | perfect 3 | 4.3-4.5 | orthorhombic | heavy | 7 | Surprisingly heavy pale blades or roses of barium sulfate.
    Celestine | colorless, blue, white, gray | light | vitreous, pearly | white | 3-3.5 | perfect 3 | 3.95-3.97 | orthorhombic | - | 5 | Strontium sulfate, often sky blue, lining geodes.
    Anglesite | colorless, white, gray, yellow | light | adamantine, resinous | white | 2.5-3 | good 2 | 6.3-6.4 | orthorhombic | fluorescent, heavy | 3 | Lead sulfate that forms as galena weathers.
    Alunite | white, gray, yellowish, reddish | light | vitreous, pearly | white | 3.5-4 | good 1 | 2.6-2.9 | trigonal | - | 4 | Potassium aluminium sulfate made where acid waters altered volcanic rock.
    Jarosite | yellow, brown, amber | dark | vitreous, resinous | pale-yellow | 2.5-3.5 | good 1 | 2.9-3.3 | trigonal | - | 4 | Ochre-yellow iron sulfate crusts on weathered sulfide ores.
    Epsomite | colorless, white | light | vitreous, silky, earthy | white | 2-2.5 | perfect 1 | 1.67-1.68 | orthorhombic | bitter | 4 | Epsom salt: fluffy crusts and needles with a bitter taste.
    Chalcanthite | blue, sky-blue, greenish-blue | light | vitreous, resinous | white | 2.5 | poor 1 | 2.12-2.3 | triclinic | - | 3 | Bright blue copper sulfate that dissolves in water (poisonous: do not taste).
    Brochantite | green, emerald-green | dark | vitreous, pearly | pale-green | 3.5-4 | perfect 1 | 3.97 | monoclinic | - | 3 | Emerald-green copper sulfate in needles and crusts.
    Thenardite | colorless, white, gray | light | vitreous, resinous | white | 2.5-3 | perfect 1 | 2.66-2.7 | orthorhombic | salty | 2 | Sodium sulfate of dry salt lakes.
    Glauberite | colorless, gray, yellowish | light | vitreous, greasy | white | 2.5-3 | perfect 1 | 2.75-2.85 | monoclinic | salty | 2 | Sodium calcium sulfate in wedge-shaped crystals of evaporite beds.
    Mirabilite | colorless, white | light | vitreous | white | 1.5-2 | perfect 1 | 1.46-1.49 | monoclinic | salty | 2 | Glauber's salt; crumbles to white powder in dry air.
    Melanterite | green, blue, greenish-blue | light | vitreous | white | 2 | perfect 1 | 1.89-1.90 | monoclinic | - | 3 | Green iron sulfate that grows on damp pyrite.
    Apatite | green, blue, yellow, brown, colorless, purple | light | vitreous, resinous | white | 5 | poor 1 | 3.16-3.22 | hexagonal | fluorescent | 8 | Calcium phosphate of bones and teeth; six-sided prisms, the 5 on Mohs' scale.
    Pyromorphite | green, yellow, brown, orange | light | resinous, adamantine | white | 3.5-4 | poor 1 | 6.5-7.1 | hexagonal | heavy | 3 | Lead phosphate in bright green barrel-shaped prisms.
    Vanadinite | red, orange-red, brown, yellow | dark | resinous, adamantine | pale-yellow | 3-4 | none | 6.8-7.1 | hexagonal | heavy | 3 | Lead vanadate in small red hexagonal prisms.
    Mimetite | yellow, orange, brown, white | light | resinous | white | 3.5-4 | poor 1 | 7.1-7.24 | hexagonal | heavy | 2 | Lead arsenate, yellow to orange, sometimes in rounded barrels.
    Turquoise | blue, blue-green, green | light | vitreous, greasy, dull | bluish-white | 5-6 | good 1 | 2.6-2.9 | triclinic | - | 4 | Sky-blue copper aluminium phosphate, usually in veins and nuggets.
    Wavellite | green, yellow, white, blue | light | vitreous, pearly, resinous | white | 3.5-4 | perfect 2 | 2.36 | orthorhombic | - | 3 | Radiating green discs on broken rock surfaces.
    Variscite | green, apple-green, bluish-green | light | vitreous, dull | white | 3.5-4.5 | good 1 | 2.57-2.61 | orthorhombic | - | 2 | Apple-green aluminium phosphate in nodules.
    Vivianite | colorless, blue, green, dark-blue | dark | vitreous, pearly | white, blue | 1.5-2 | perfect 1 | 2.65-2.7 | monoclinic | flexible | 3 | Iron phosphate that is clear when fresh and darkens to blue in light.
    Autunite | yellow, greenish-yellow | light | vitreous, pearly | pale-yellow | 2-2.5 | perfect 1 | 3.1-3.2 | tetragonal | fluorescent, radioactive | 2 | Square yellow uranium plates that glow green under ultraviolet light.
    Torbernite | green, emerald-green | light | vitreous, pearly | pale-green | 2-2.5 | perfect 1 | 3.2-3.6 | tetragonal | radioactive | 2 | Emerald-green square plates of copper uranium phosphate.
    Monazite | reddish-brown, brown, yellow | dark | resinous, vitreous, adamantine | white | 5-5.5 | good 1 | 4.6-5.7 | monoclinic | radioactive | 4 | Rare-earth phosphate grains found heavy in beach sands.
    Xenotime | brown, yellowish-brown, reddish | dark | vitreous, resinous | pale-brown | 4-5 | good 2 | 4.4-5.1 | tetragonal | - | 3 | Yttrium phosphate, looking much like zircon.
    Lazulite | blue, sky-blue, dark-blue | dark | vitreous | white | 5.5-6 | poor 1 | 3.0-3.1 | monoclinic | - | 2 | Azure blue phosphate of quartz-rich rocks.
    Amblygonite | white, cream, yellow, pale-green | light | vitreous, pearly, greasy | white | 5.5-6 | perfect 1 | 3.0-3.1 | triclinic | - | 2 | A lithium phosphate of pegmatites, easily taken for feldspar.
    Carnotite | yellow, greenish-yellow | light | earthy, dull, pearly | yellow | 2 | perfect 1 | 4.7-5 | monoclinic | radioactive | 2 | Canary-yellow uranium powder staining sandstones.
    Erythrite | purple, pink, crimson | light | adamantine, pearly, earthy | pale-pink | 1.5-2.5 | perfect 1 | 3.06 | monoclinic | - | 2 | Cobalt bloom: pink-purple crusts on weathered cobalt ores.
    Scorodite | blue-green, green, brown, gray | light | vitreous, resinous | white | 3.5-4 | poor 1 | 3.1-3.3 | orthorhombic | - | 2 | Iron arsenate in pale blue-green crystals.
    Adamite | yellow, green, colorless, violet | light | vitreous | white | 3.5 | good 1 | 4.3-4.5 | orthorhombic | fluorescent | 2 | Zinc arsenate sprays that glow green under ultraviolet light.
    Descloizite | reddish-brown, brown, black | dark | greasy, vitreous | orange-red | 3-3.5 | none | 5.9-6.2 | orthorhombic | heavy | 2 | Lead zinc vanadate in dark drusy crusts.
    Borax | colorless, white, gray | light | vitreous, resinous, earthy | white | 2-2.5 | perfect 1 | 1.7 | monoclinic | - | 4 | Sodium borate of dry lake beds; clear crystals turn chalky in air.
    Ulexite | white, colorless | light | silky, vitreous | white | 2.5 | perfect 1 | 1.95-1.96 | triclinic | - | 3 | Fibrous borate whose polished slabs carry pictures like optical fibres.
    Colemanite | colorless, white, gray, yellowish | light | vitreous, adamantine | white | 4.5 | perfect 1 | 2.42 | monoclinic | fluorescent | 3 | Calcium borate in short glassy prisms.
    Kernite | colorless, white | light | vitreous, pearly | white | 2.5-3 | perfect 2 | 1.91 | monoclinic | - | 2 | The main ore of borax, in long splintery cleavage pieces.
    Scheelite | white, yellow, orange, colorless, brown | light | vitreous, adamantine | white | 4.5-5 | good 1 | 5.9-6.1 | tetragonal | fluorescent, heavy | 4 | Calcium tungstate that glows bright blue-white under short-wave ultraviolet.
    Wolframite | dark-brown, black | dark | submetallic, metallic, resinous | brownish-black | 4-4.5 | perfect 1 | 7.0-7.5 | monoclinic | weakly-magnetic, heavy | 4 | Iron manganese tungstate: heavy dark blades, the main tungsten ore.
    Wulfenite | orange, yellow, red, brown | light | adamantine, resinous | white | 3 | good 1 | 6.5-7.0 | tetragonal | heavy | 3 | Lead molybdate in thin square orange plates.
    Crocoite | orange, red, orange-red | light | adamantine, vitreous | orange-yellow | 2.5-3 | good 1 | 5.9-6.1 | monoclinic | - | 2 | Lead chromate in brilliant orange needles.
    Gold | gold-yellow, yellow | light | metallic | gold-yellow | 2.5-3 | none | 15.0-19.3 | cubic | heavy | 3 | Soft, very heavy, never tarnishes; bends instead of crumbling.
    Silver | silver-white, gray | light | metallic | silver-white | 2.5-3 | none | 10.1-11.1 | cubic | heavy | 2 | Native silver wires and flakes that tarnish black.
    Copper | copper-red, brown, orange | dark | metallic | copper-red | 2.5-3 | none | 8.9 | cubic | - | 3 | Native copper, malleable, often tarnished brown or green.
    Platinum | silver-white, steel-gray | light | metallic | steel-gray | 4-4.5 | none | 14.0-19.0 | cubic | heavy | 1 | Heavy grey grains from river gravels; never tarnishes.
    Sulfur | yellow, pale-yellow, yellowish-brown | light | resinous, greasy | pale-yellow | 1.5-2.5 | poor 1 | 2.05-2.09 | orthorhombic | - | 5 | Bright yellow crystals around volcanic vents; melts and burns blue.
    Graphite | black, steel-gray, dark-gray | dark | metallic, submetallic, earthy | black | 1-2 | perfect 1 | 2.09-2.23 | hexagonal | marks-paper | 6 | Soft greasy carbon that leaves grey marks, as in pencils.
    Diamond | colorless, yellow, brown, gray, blue | light | adamantine | colorless | 10 | perfect 4 | 3.51-3.53 | cubic | fluorescent | 2 | The hardest natural material; carbon from deep in the mantle.
    Bismuth | silver-white, pinkish, iridescent | light | metallic | silver-white | 2-2.5 | perfect 1 | 9.7-9.8 | trigonal | heavy | 2 | Heavy pinkish metal; lab-grown hopper crystals show rainbow tarnish.
    Arsenic | tin-white, gray, dark-gray | dark | metallic, dull | tin-white | 3.5 | perfect 1 | 5.6-5.8 | trigonal | - | 1 | Native arsenic in knobbly masses that blacken; smells of garlic when struck.
    Antimony | tin-white, silver-white | light | metallic | gray | 3-3.5 | perfect 1 | 6.6-6.7 | trigonal | - | 1 | Brittle bright native antimony, rare.
    Pyrite | brass-yellow, pale-brass, gold | light | metallic | greenish-black, brownish-black | 6-6.5 | none | 4.95-5.10 | cubic | - | 8 | Fool's gold: hard brassy cubes that spark against steel.
    Marcasite | pale-brass, tin-white, bronze | light | metallic | grayish-black, brownish-black | 6-6.5 | poor 1 | 4.88-4.9 | orthorhombic | - | 5 | Pyrite's paler twin, in cockscomb crystals that crumble in damp air.
    Chalcopyrite | brass-yellow, yellow, iridescent | light | metallic | greenish-black | 3.5-4 | poor 1 | 4.1-4.3 | tetragonal | - | 7 | The main copper ore: softer and yellower than pyrite, tarnishing in rainbows.
    Galena | lead-gray, silver-gray | dark | metallic | lead-gray | 2.5-3 | perfect 3 | 7.4-7.6 | cubic | heavy | 7 | Lead sulfide: heavy bright cubes that break into smaller cubes.
    Sphalerite | brown, black, yellow, red, green | dark | resinous, adamantine, submetallic | pale-brown, yellowish | 3.5-4 | perfect 6 | 3.9-4.1 | cubic | - | 7 | Zinc sulfide, resinous and many-faced; the main zinc ore.
    Pyrrhotite | bronze, brownish-bronze | dark | metallic | dark-gray, black | 3.5-4.5 | none | 4.58-4.65 | monoclinic | weakly-magnetic | 5 | Bronze iron sulfide that a magnet pulls gently.
    Pentlandite | bronze-yellow | light | metallic | bronze-brown | 3.5-4 | none | 4.6-5.0 | cubic | - | 3 | The main nickel ore, mixed in with pyrrhotite.
    Bornite | copper-red, bronze, purple, blue | dark | metallic | grayish-black | 3 | poor 1 | 5.06-5.09 | orthorhombic | - | 4 | Peacock ore: copper-red when fresh, tarnishing purple and blue.
    Chalcocite | dark-gray, black, lead-gray | dark | metallic | dark-gray, black | 2.5-3 | poor 1 | 5.5-5.8 | monoclinic | - | 4 | Dark copper sulfide, rich ore that cuts like lead.
    Covellite | indigo-blue, dark-blue, iridescent | dark | submetallic, resinous | lead-gray | 1.5-2 | perfect 1 | 4.6-4.76 | hexagonal | flexible | 3 | Indigo-blue copper sulfide in thin flexible plates.
    Cinnabar | red, scarlet, brownish-red | dark | adamantine, dull | scarlet | 2-2.5 | perfect 3 | 8.0-8.2 | trigonal | heavy | 4 | Mercury sulfide: heavy, red, with a scarlet streak.
    Realgar | red, orange-red | light | resinous, greasy | orange | 1.5-2 | good 1 | 3.56 | monoclinic | - | 3 | Red arsenic sulfide that crumbles to yellow powder in light.
    Orpiment | yellow, gold-yellow, orange-yellow | light | resinous, pearly | pale-yellow | 1.5-2 | perfect 1 | 3.49 | monoclinic | flexible | 3 | Golden yellow arsenic sulfide in flexible foliated masses.
    Stibnite | lead-gray, steel-gray | dark | metallic | lead-gray | 2 | perfect 1 | 4.63 | orthorhombic | - | 4 | Long striated grey blades of antimony sulfide, sometimes bent.
    Molybdenite | lead-gray, bluish-gray | dark | metallic | bluish-gray, greenish-gray | 1-1.5 | perfect 1 | 4.62-4.73 | hexagonal | flexible, marks-paper | 4 | Soft greasy hexagonal flakes; looks like graphite but bluer.
    Arsenopyrite | silver-white, steel-gray | light | metallic | dark-gray, black | 5.5-6 | good 1 | 5.9-6.2 | monoclinic | - | 5 | Silvery wedge-shaped crystals that smell of garlic when struck.
    Cobaltite | silver-white, reddish, steel-gray | light | metallic | grayish-black | 5.5 | perfect 3 | 6.3 | orthorhombic | - | 2 | Silvery pink-tinged cubes, an ore of cobalt.
    Millerite | brass-yellow, bronze-yellow | light | metallic | greenish-black | 3-3.5 | perfect 2 | 5.3-5.5 | trigonal | - | 2 | Hair-thin brassy needles of nickel sulfide.
    Acanthite | lead-gray, black, iron-black | dark | metallic | black | 2-2.5 | poor 1 | 7.2-7.4 | monoclinic | heavy | 3 | Silver sulfide, the main silver ore; cuts like lead.
    Tetrahedrite | steel-gray, black | dark | metallic | black, brown, dark-red | 3.5-4 | none | 4.6-5.2 | cubic | - | 4 | Grey copper ore in tetrahedral crystals.
    Enargite | grayish-black, iron-black | dark | metallic | grayish-black | 3 | perfect 1 | 4.4-4.5 | orthorhombic | - | 2 | Dark copper arsenic sulfide with a good lengthwise cleavage.
    Proustite | scarlet, vermilion, red | dark | adamantine | vermilion | 2-2.5 | good 1 | 5.55-5.64 | trigonal | - | 1 | Ruby silver: translucent scarlet that darkens in light.
    Pyrargyrite | dark-red, black | dark | adamantine, submetallic | purplish-red | 2.5 | good 1 | 5.85 | trigonal | - | 1 | Dark ruby silver, the antimony twin of proustite.
    Bismuthinite | lead-gray, tin-white | dark | metallic | lead-gray | 2 | perfect 1 | 6.8-7.2 | orthorhombic | heavy | 1 | Bismuth sulfide in grey needles, like a heavier stibnite.
    Nickeline | copper-red, pale-copper | light | metallic | brownish-black | 5-5.5 | none | 7.8 | hexagonal | - | 2 | Copper-coloured nickel arsenide that tarnishes dark.
    Skutterudite | tin-white, silver-gray | light | metallic | black | 5.5-6 | poor 2 | 6.1-6.8 | cubic | - | 1 | Tin-white cobalt arsenide cubes.
    Greenockite | yellow, orange, red | light | adamantine, resinous | orange-yellow | 3-3.5 | good 1 | 4.8-4.9 | hexagonal | - | 1 | Cadmium sulfide, usually a yellow coating on zinc ores.
    Hematite | steel-gray, black, red, reddish-brown | dark | metallic, submetallic, earthy, dull | red, reddish-brown | 5.5-6.5 | none | 5.26 | trigonal | - | 8 | Iron oxide that is grey or red but always streaks red-brown.
    Magnetite | black, gray | dark | metallic, submetallic | black | 5.5-6.5 | none | 5.17-5.18 | cubic | magnetic | 8 | Black iron oxide that a magnet picks up; octahedral crystals.
    Ilmenite | iron-black, steel-gray | dark | metallic, submetallic | black, brownish-red | 5-6 | none | 4.70-4.79 | trigonal | weakly-magnetic | 6 | Iron titanium oxide, black grains in sands and gabbros.
    Rutile | reddish-brown, red, black, gold | dark | adamantine, submetallic | pale-brown | 6-6.5 | good 2 | 4.2-4.3 | tetragonal | - | 5 | Titanium oxide in striated prisms or golden needles inside quartz.
    Cassiterite | black, brown, reddish-brown | dark | adamantine, greasy, submetallic | white, pale-brown | 6-7 | poor 1 | 6.98-7.1 | tetragonal | heavy | 4 | Tin oxide: heavy, hard, dark, with a pale streak.
    Corundum | gray, blue, red, brown, yellow, colorless | light | adamantine, vitreous | white | 9 | none | 3.95-4.1 | trigonal | fluorescent | 4 | Aluminium oxide, second only to diamond; ruby and sapphire.
    Chromite | black, brownish-black | dark | metallic, submetallic | brown | 5.5 | none | 4.5-4.8 | cubic | weakly-magnetic | 5 | Black chromium ore with a brown streak, from serpentine rocks.
    Spinel | red, pink, blue, black, green | dark | vitreous | white | 7.5-8 | none | 3.58-3.61 | cubic | - | 4 | Hard octahedra once mistaken for rubies.
    Uraninite | black, brownish-black, gray | dark | submetallic, greasy, dull | brownish-black | 5-6 | none | 6.5-10.9 | cubic | radioactive, heavy | 3 | Pitchblende: very heavy, black and radioactive.
    Cuprite | dark-red, crimson, black | dark | adamantine, submetallic, earthy | brownish-red | 3.5-4 | poor 1 | 6.14 | cubic | - | 3 | Copper oxide with deep red glints inside dark crystals.
    Zincite | red, orange, yellow | dark | adamantine, resinous | orange-yellow | 4 | perfect 1 | 5.64-5.68 | hexagonal | - | 1 | Red zinc oxide, famous from one New Jersey mine.
    Pyrolusite | black, dark-gray | dark | metallic, earthy, dull | black, bluish-black | 2-6.5 | perfect 1 | 4.4-5.1 | tetragonal | - | 5 | Sooty black manganese oxide that blackens fingers; also tree-like dendrites.
    Chrysoberyl | yellow, green, yellowish-green, brown | light | vitreous | white | 8.5 | good 1 | 3.5-3.84 | orthorhombic | - | 2 | Very hard yellow-green gem; alexandrite and cat's eye.
    Anatase | brown, black, blue, yellow | dark | adamantine, submetallic | white, pale-yellow | 5.5-6 | perfect 2 | 3.79-3.97 | tetragonal | - | 2 | Titanium oxide in sharp double pyramids.
    Brookite | brown, reddish-brown, black | dark | adamantine, submetallic | white, gray, yellowish | 5.5-6 | poor 1 | 4.08-4.18 | orthorhombic | - | 1 | The third form of titanium oxide, in thin brown plates.
    Franklinite | black | dark | metallic, submetallic | reddish-brown, black | 5.5-6.5 | none | 5.07-5.22 | cubic | weakly-magnetic | 1 | Black zinc iron oxide octahedra from Franklin, New Jersey.
    Columbite | black, brownish-black | dark | submetallic, metallic | dark-red, black | 6-6.5 | good 1 | 5.2-6.7 | orthorhombic | heavy | 2 | Heavy black niobium ore of pegmatites.
    Goethite | yellowish-brown, reddish-brown, dark-brown, black | dark | adamantine, metallic, silky, earthy | yellowish-brown | 5-5.5 | perfect 1 | 3.3-4.3 | orthorhombic | - | 7 | Rust-brown iron hydroxide, in velvety or radiating masses; main part of limonite.
    Manganite | steel-gray, iron-black | dark | submetallic, metallic | reddish-brown, black | 4 | perfect 1 | 4.29-4.34 | monoclinic | - | 3 | Black striated prisms of manganese oxide-hydroxide.
    Romanechite | black, dark-gray | dark | submetallic, dull | brownish-black | 5-6 | none | 4.7-5.0 | monoclinic | - | 3 | Psilomelane: black grape-like manganese oxide.
    Brucite | white, pale-green, gray, blue | light | pearly, vitreous, greasy | white | 2.5-3 | perfect 1 | 2.39-2.40 | trigonal | flexible | 3 | Magnesium hydroxide in soft pearly flexible plates.
    Gibbsite | white, gray, greenish, pinkish | light | vitreous, pearly | white | 2.5-3 | perfect 1 | 2.38-2.42 | monoclinic | - | 5 | An aluminium hydroxide of bauxite; smells of clay when breathed on.
    Diaspore | white, gray, colorless, greenish, brown | light | vitreous, pearly | white | 6.5-7 | perfect 1 | 3.3-3.4 | orthorhombic | - | 3 | Hard aluminium oxide-hydroxide in bauxites and emery.
    Perovskite | black, brown, yellow | dark | adamantine, submetallic, metallic | grayish-white | 5-5.5 | poor 1 | 3.98-4.26 | orthorhombic | - | 2 | Calcium titanate in near-cubic crystals; it named a whole structure family.
    Tenorite | steel-gray, black, iron-gray | dark | metallic, earthy | black | 3.5-4 | none | 6.5 | monoclinic | - | 2 | Black copper oxide flakes and sooty masses.
    Hausmannite | brownish-black, black | dark | submetallic | chestnut-brown | 5.5 | good 1 | 4.84 | tetragonal | - | 2 | Manganese oxide in dark pointed pyramids.
    Olivine | olive-green, yellowish-green, brown | dark | vitreous | white | 6.5-7 | poor 1 | 3.2-4.4 | orthorhombic | - | 8 | Bottle-green grains of the mantle and of basalt; peridot is the gem.
    Almandine | dark-red, brownish-red, purplish-red | dark | vitreous, resinous | white | 7-7.5 | none | 4.05-4.3 | cubic | weakly-magnetic | 6 | The common red garnet of schists, in twelve-sided balls.
    Pyrope | dark-red, red, purplish-red | dark | vitreous | white | 7-7.5 | none | 3.58-3.78 | cubic | - | 4 | Blood-red magnesium garnet of mantle rocks.
    Grossular | green, yellow, orange, brown, colorless, pink | light | vitreous, resinous | white | 6.5-7.5 | none | 3.57-3.73 | cubic | - | 4 | Calcium aluminium garnet of altered limestones; hessonite and tsavorite.
    Andradite | yellow, green, brown, black | dark | adamantine, vitreous, resinous | white | 6.5-7 | none | 3.8-3.9 | cubic | - | 4 | Calcium iron garnet; demantoid is its fiery green gem.
    Spessartine | orange, reddish-orange, reddish-brown | dark | vitreous, resinous | white | 6.5-7.5 | none | 4.1-4.2 | cubic | - | 3 | Orange manganese garnet of pegmatites.
    Uvarovite | emerald-green, dark-green | dark | vitreous | white | 6.5-7.5 | none | 3.4-3.8 | cubic | - | 1 | Tiny emerald-green chromium garnets in druses.
    Zircon | brown, red, yellow, colorless, green, blue | dark | adamantine, vitreous, greasy | white | 7.5 | poor 1 | 4.6-4.7 | tetragonal | fluorescent, radioactive | 5 | Hard, heavy square prisms; the oldest grains on Earth are zircons.
    Topaz | colorless, yellow, blue, pink, orange, brown | light | vitreous | white | 8 | perfect 1 | 3.49-3.57 | orthorhombic | - | 4 | Hard prisms with one perfect cleavage; the 8 on Mohs' scale.
    Kyanite | blue, white, gray, green | light | vitreous, pearly | white | 4.5-7 | perfect 2 | 3.53-3.65 | triclinic | - | 5 | Blue blades that a knife scratches lengthwise but not across.
    Andalusite | pink, reddish-brown, white, gray, green | light | vitreous | white | 6.5-7.5 | good 2 | 3.13-3.21 | orthorhombic | - | 5 | Square prisms of metamorphic rocks; chiastolite shows a dark cross.
    Sillimanite | white, colorless, gray, brown, greenish | light | vitreous, silky | white | 6.5-7.5 | perfect 1 | 3.23-3.27 | orthorhombic | - | 5 | Fibrous aluminium silicate of hot metamorphism.
    Staurolite | reddish-brown, brown, black | dark | vitreous, resinous | white, gray | 7-7.5 | good 1 | 3.74-3.83 | monoclinic | - | 4 | Brown prisms often twinned into crosses (fairy crosses).
    Titanite | brown, yellow, green, black, gray | dark | adamantine, resinous | white | 5-5.5 | good 2 | 3.48-3.6 | monoclinic | - | 5 | Wedge-shaped crystals with a fiery sparkle; also called sphene.
    Epidote | pistachio-green, yellowish-green, black | dark | vitreous, pearly | white, gray | 6-7 | perfect 1 | 3.38-3.49 | monoclinic | - | 7 | Pistachio-green striated prisms of altered rocks.
    Zoisite | green, gray, pink, blue, purple | light | vitreous, pearly | white | 6-7 | perfect 1 | 3.15-3.36 | orthorhombic | - | 4 | Calcium aluminium silicate; tanzanite and pink thulite are kinds.
    Vesuvianite | green, brown, yellow, blue | dark | vitreous, resinous | white | 6-7 | poor 1 | 3.32-3.43 | tetragonal | - | 3 | Idocrase: square prisms of contact-metamorphosed limestones.
    Beryl | green, blue, yellow, pink, colorless, white | light | vitreous | white | 7.5-8 | poor 1 | 2.63-2.92 | hexagonal | - | 5 | Six-sided prisms of pegmatites; emerald and aquamarine.
    Cordierite | blue, purple, gray, pale-blue | light | vitreous, greasy | white | 7-7.5 | poor 1 | 2.57-2.66 | orthorhombic | - | 4 | Looks quartz-like but changes colour as it is turned; iolite.
    Schorl | black | dark | vitreous, resinous | white, bluish-white | 7-7.5 | none | 3.18-3.22 | trigonal | - | 7 | Black tourmaline: striated prisms with a rounded triangular section.
    Elbaite | pink, green, blue, red, colorless | light | vitreous | white | 7.5 | none | 2.9-3.1 | trigonal | - | 4 | The gem tourmaline, often pink and green in one crystal.
    Dravite | brown, dark-brown, black, yellow | dark | vitreous | pale-brown, white | 7-7.5 | none | 3.0-3.2 | trigonal | - | 4 | Brown magnesium tourmaline of marbles and schists.
    Axinite | brown, purple, gray, honey | dark | vitreous | white | 6.5-7 | good 1 | 3.26-3.36 | triclinic | - | 2 | Sharp-edged wedge crystals like an axe head.
    Dioptase | emerald-green, bluish-green | dark | vitreous, adamantine | pale-green | 5 | perfect 3 | 3.28-3.35 | trigonal | - | 2 | Vivid green copper silicate, softer than the emerald it resembles.
    Chrysocolla | blue, blue-green, green | light | vitreous, earthy, dull | white, pale-blue | 2.5-3.5 | none | 1.9-2.4 | orthorhombic | - | 4 | Blue-green copper silicate crusts, soft and light.
    Hemimorphite | white, colorless, pale-blue, green | light | vitreous, pearly, silky | white | 4.5-5 | perfect 1 | 3.4-3.5 | orthorhombic | - | 3 | Zinc silicate in fans of thin blades or blue crusts.
    Willemite | green, white, yellow, reddish-brown, colorless | light | vitreous, resinous | white | 5.5 | good 1 | 3.9-4.2 | trigonal | fluorescent | 2 | Zinc silicate that glows vivid green under ultraviolet light.
    Prehnite | pale-green, yellow, white, gray | light | vitreous, pearly | white | 6-6.5 | good 1 | 2.80-2.95 | orthorhombic | - | 4 | Pale green rounded crusts in basalt cavities.
    Datolite | colorless, white, pale-green, yellow | light | vitreous | white | 5-5.5 | none | 2.8-3.0 | monoclinic | - | 2 | Glassy many-faced borosilicate of basalt cavities.
    Diopside | green, bottle-green, white, colorless, brown | dark | vitreous | white, pale-green | 5.5-6.5 | good 2 | 3.22-3.38 | monoclinic | - | 6 | A green pyroxene of marbles, with two cleavages near right angles.
    Augite | black, dark-green, brown | dark | vitreous, resinous, dull | greenish-white, gray | 5.5-6 | good 2 | 3.19-3.56 | monoclinic | - | 8 | The common black pyroxene of basalts: stubby eight-sided prisms.
    Enstatite | gray, green, brown, colorless, yellow | dark | vitreous, pearly | white, gray | 5-6 | good 2 | 3.2-3.3 | orthorhombic | - | 6 | Magnesium pyroxene of peridotites and meteorites.
    Jadeite | green, white, lavender, apple-green | light | vitreous, greasy, pearly | white | 6.5-7 | good 2 | 3.24-3.43 | monoclinic | - | 3 | The tougher of the two jades, a sodium pyroxene.
    Spodumene | white, colorless, pink, purple, green, gray | light | vitreous, pearly | white | 6.5-7 | perfect 2 | 3.03-3.23 | monoclinic | - | 4 | Lithium pyroxene in giant pegmatite crystals; kunzite is pink.
    Aegirine | dark-green, greenish-black, black, brown | dark | vitreous, resinous | yellowish-gray | 6 | good 2 | 3.50-3.60 | monoclinic | - | 3 | Long dark green pyroxene prisms of alkaline rocks.
    Wollastonite | white, colorless, gray, pale-green | light | vitreous, pearly, silky | white | 4.5-5 | perfect 2 | 2.86-3.09 | triclinic | fluorescent | 4 | White splintery calcium silicate of altered limestones.
    Rhodonite | pink, red, brownish-red | light | vitreous, pearly | white | 5.5-6.5 | perfect 2 | 3.57-3.76 | triclinic | - | 3 | Rose-pink manganese silicate, often veined with black.
    Pectolite | white, colorless, gray, pale-blue | light | vitreous, silky | white | 4.5-5 | perfect 2 | 2.84-2.90 | triclinic | - | 3 | Radiating white needles; the blue kind is larimar.
    Tremolite | white, gray, pale-green, colorless | light | vitreous, silky | white | 5-6 | perfect 2 | 2.99-3.03 | monoclinic | - | 5 | Pale amphibole blades of dolomitic marbles.
    Actinolite | green, dark-green, grayish-green, black | dark | vitreous, silky | white | 5-6 | perfect 2 | 3.0-3.44 | monoclinic | - | 5 | Green amphibole needles of greenschists; nephrite jade is a matted kind.
    Hornblende | black, dark-green, dark-brown | dark | vitreous, dull | white, gray | 5-6 | perfect 2 | 3.0-3.5 | monoclinic | - | 9 | The common black amphibole of granites and diorites, with 120° cleavages.
    Glaucophane | blue, lavender-blue, bluish-black, gray | dark | vitreous, pearly | grayish-blue | 6-6.5 | perfect 2 | 3.0-3.15 | monoclinic | - | 3 | Blue amphibole of high-pressure blueschists.
    Riebeckite | dark-blue, black | dark | vitreous, silky | bluish-gray | 4-6 | perfect 2 | 3.28-3.44 | monoclinic | - | 3 | Dark blue amphibole; tiger's eye began as its fibres.
    Muscovite | colorless, silver-white, pale-brown, pale-green | light | vitreous, pearly, silky | white | 2-3 | perfect 1 | 2.76-2.88 | monoclinic | elastic | 9 | White mica: clear flexible sheets that spring back when bent.
    Biotite | black, dark-brown, greenish-black | dark | vitreous, pearly, submetallic | white, gray | 2.5-3 | perfect 1 | 2.7-3.3 | monoclinic | elastic | 9 | Black mica: dark elastic flakes in granites and schists.
    Phlogopite | brown, reddish-brown, yellowish-brown, green, white | dark | pearly, vitreous, submetallic | white | 2-3 | perfect 1 | 2.78-2.85 | monoclinic | elastic | 4 | Brown magnesium mica with a coppery sheen.
    Lepidolite | purple, pink, gray, colorless | light | vitreous, pearly | white | 2.5-4 | perfect 1 | 2.8-2.9 | monoclinic | elastic | 3 | Lilac lithium mica of pegmatites.
    Clinochlore | green, dark-green, olive-green, white | dark | pearly, vitreous, greasy, dull | greenish-white, white | 2-2.5 | perfect 1 | 2.55-2.75 | monoclinic | flexible | 8 | The common chlorite: soft green flakes that bend but do not spring back.
    Talc | white, pale-green, gray, brown | light | pearly, greasy, dull | white | 1 | perfect 1 | 2.58-2.83 | monoclinic | soapy | 6 | The softest mineral, the 1 on Mohs' scale; feels soapy.
    Pyrophyllite | white, pale-yellow, pale-green, gray | light | pearly, greasy, dull | white | 1-2 | perfect 1 | 2.65-2.9 | monoclinic | soapy | 4 | Talc's aluminium cousin, in radiating soft sprays.
    Kaolinite | white, cream, pale-yellow | light | earthy, dull, pearly | white | 2-2.5 | perfect 1 | 2.16-2.68 | triclinic | - | 8 | White china clay from weathered feldspar.
    Antigorite | green, dark-green, greenish-gray | dark | greasy, resinous, vitreous | white | 2.5-3.5 | perfect 1 | 2.5-2.6 | monoclinic | - | 6 | Platy serpentine: mottled green, smooth and greasy to the touch.
    Chrysotile | green, white, gold-yellow, gray | light | silky, greasy | white | 2.5-3 | none | 2.53 | monoclinic | flexible | 4 | Fibrous serpentine, the main asbestos (do not break or breathe it).
    Montmorillonite | white, gray, pink, yellow, green | light | earthy, dull | white | 1-2 | perfect 1 | 2.0-2.7 | monoclinic | - | 7 | Swelling clay of bentonite; slippery when wet.
    Illite | white, gray, silver-white, greenish-gray | light | pearly, dull | white | 1-2 | perfect 1 | 2.6-2.9 | monoclinic | - | 7 | The commonest clay of shales, a fine mica.
    Vermiculite | gold-brown, brown, bronze, yellow | dark | pearly, greasy, dull | white | 1.5-2 | perfect 1 | 2.4-2.7 | monoclinic | - | 3 | Mica-like flakes that puff up like worms when heated.
    Glauconite | green, bluish-green, dark-green | dark | dull, earthy | pale-green | 2 | perfect 1 | 2.4-2.95 | monoclinic | - | 5 | Green pellets of marine sands (greensand).
    Apophyllite | colorless, white, green, pink | light | vitreous, pearly | white | 4.5-5 | perfect 1 | 2.3-2.5 | tetragonal | - | 3 | Glassy square prisms with a pearly top face, in basalt cavities.
    Stilbite | white, colorless, pink, peach, cream | light | vitreous, pearly | white | 3.5-4 | perfect 1 | 2.1-2.2 | monoclinic | - | 4 | A zeolite in bow-tie sheaves of pearly crystals.
    Natrolite | colorless, white, gray, pale-yellow | light | vitreous, pearly | white | 5-5.5 | perfect 2 | 2.2-2.26 | orthorhombic | - | 4 | A zeolite in sprays of thin white needles.
    Heulandite | colorless, white, pink, red, brown | light | vitreous, pearly | white | 3-4 | perfect 1 | 2.1-2.2 | monoclinic | - | 4 | A zeolite in coffin-shaped crystals with pearly faces.
    Chabazite | white, colorless, pink, yellow, orange | light | vitreous | white | 4-5 | poor 3 | 2.05-2.2 | trigonal | - | 3 | A zeolite in near-cubic rhombs in basalt cavities.
    Analcime | colorless, white, gray, pink | light | vitreous | white | 5-5.5 | none | 2.24-2.29 | cubic | - | 4 | Glassy twenty-four-faced balls in volcanic rocks.
    Sodalite | blue, gray, white, purple | dark | vitreous, greasy | white | 5.5-6 | poor 6 | 2.27-2.33 | cubic | fluorescent | 3 | Royal-blue mineral of silica-poor rocks, often veined white.
    Lazurite | dark-blue, azure, purple | dark | dull, vitreous, greasy | bright-blue | 5-5.5 | poor 6 | 2.38-2.45 | cubic | - | 2 | The blue of lapis lazuli, flecked with golden pyrite.
    Nepheline | white, gray, colorless, yellowish, brownish | light | greasy, vitreous | white | 5.5-6 | poor 1 | 2.55-2.66 | hexagonal | - | 5 | Greasy grey feldspar stand-in of silica-poor rocks.
    Leucite | white, gray, colorless | light | vitreous, dull | white | 5.5-6 | poor 1 | 2.45-2.50 | tetragonal | - | 4 | Round white crystals in potassium-rich lavas.
    Opal | colorless, white, yellow, orange, red, blue, green, black | light | vitreous, resinous, pearly | white | 5.5-6.5 | none | 1.9-2.3 | amorphous | fluorescent | 4 | Hydrated silica without crystals; the precious kind flashes colours.
    Benitoite | blue, colorless | light | vitreous | white | 6-6.5 | poor 1 | 3.64-3.68 | hexagonal | fluorescent | 1 | Sapphire-blue triangular crystals, California's state gem.
    Danburite | colorless, white, yellow, pink | light | vitreous, greasy | white | 7-7.5 | poor 1 | 2.97-3.02 | orthorhombic | fluorescent | 2 | Clear wedge-tipped prisms like topaz, but with almost no cleavage.
    Phenakite | colorless, white, yellow, pink | light | vitreous | white | 7.5-8 | good 1 | 2.93-3.0 | trigonal | - | 1 | Hard glassy beryllium silicate, named as a deceiver for looking like quartz.
    Petalite | colorless, white, gray, pink | light | vitreous, pearly | white | 6-6.5 | perfect 1 | 2.4 | monoclinic | - | 2 | Lithium feldspar-like mineral of pegmatites.
    Allanite | brown, black | dark | resinous, submetallic, vitreous | grayish-brown | 5-6.5 | poor 1 | 3.4-4.2 | monoclinic | radioactive | 3 | Black rare-earth epidote, pitchy and weakly radioactive.
    Sepiolite | white, gray, cream, pale-yellow | light | dull, earthy | white | 2-2.5 | good 1 | 2.0-2.1 | orthorhombic | - | 2 | Meerschaum: so light and porous it may float.
    Chloritoid | dark-green, greenish-black, gray | dark | pearly, vitreous | greenish-gray, white | 6.5 | perfect 1 | 3.46-3.80 | monoclinic | - | 3 | Dark green brittle plates of metamorphic mudrocks.
    Lawsonite | colorless, white, pale-blue, gray | light | vitreous, greasy | white | 6-7.5 | perfect 2 | 3.05-3.12 | orthorhombic | - | 2 | Calcium aluminium silicate of blueschists.
    Scolecite | colorless, white | light | vitreous, silky | white | 5-5.5 | perfect 2 | 2.25-2.29 | monoclinic | - | 2 | A zeolite in slender white needles that curl in a flame.
    Cavansite | blue, greenish-blue | light | vitreous, pearly | bluish-white | 3-4 | good 1 | 2.21-2.31 | orthorhombic | - | 1 | Vivid blue rosettes of calcium vanadium silicate.
    Charoite | purple, violet | light | vitreous, silky, pearly | white | 5-6 | good 3 | 2.54-2.78 | monoclinic | - | 1 | Swirling lilac silicate from one Siberian river.
    Forsterite | olive-green, green, yellowish-green, white | dark | vitreous | white | 7 | poor 1 | 3.21-3.33 | orthorhombic | - | 6 | The magnesium-rich olivine of peridotites and marbles.
    Fayalite | yellowish-brown, brown, black | dark | vitreous, resinous | white | 6.5 | poor 1 | 4.39 | orthorhombic | - | 3 | The iron-rich olivine of some granites and slags.
    Nephrite | green, white, gray, black | dark | vitreous, greasy, silky | white | 6-6.5 | none | 2.9-3.1 | monoclinic | - | 3 | The commoner jade: a tough felt of actinolite and tremolite fibres.
    Thomsonite | white, colorless, pink, green | light | vitreous, pearly | white | 5-5.5 | perfect 1 | 2.23-2.29 | orthorhombic | - | 2 | A zeolite in radiating spherules, sometimes eye-patterned.
    Gaylussite | colorless, white, gray | light | vitreous | white | 2.5-3 | perfect 1 | 1.99 | monoclinic | fizzes | 1 | Soda-lake carbonate in glassy wedges.
    Trona | colorless, gray, white, yellowish | light | vitreous | white | 2.5 | perfect 1 | 2.11-2.17 | monoclinic | fizzes, salty | 3 | Sodium carbonate of soda lakes, mined for washing soda.
    Natron | colorless, white, gray | light | vitreous | white | 1-1.5 | good 1 | 1.42-1.47 | monoclinic | fizzes | 2 | Washing soda crusts of dry lakes; Egyptians dried mummies with it.
    Cobaltocalcite | pink, red | light | vitreous | pale-pink | 3-4 | perfect 3 | 2.7-3.0 | trigonal | fizzes | 1 | Pink cobalt-bearing calcite, bright as sugared rose.
    Hübnerite | reddish-brown, brown, black | dark | submetallic, resinous, adamantine | reddish-brown | 4-4.5 | perfect 1 | 7.12-7.18 | monoclinic | heavy | 2 | The manganese end of wolframite, in translucent red-brown blades.
    Ferberite | black | dark | submetallic, metallic | brownish-black | 4-4.5 | perfect 1 | 7.5 | monoclinic | weakly-magnetic, heavy | 2 | The iron end of wolframite: heavy black striated blades.
    """
}
