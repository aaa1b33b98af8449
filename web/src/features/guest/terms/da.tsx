import { CompanyDetails, EmailLink, OdrLink, type Company } from './parts';

/** Handelsbetingelserne på dansk (spec §2 Terms page, §9 constants). */
export function TermsDanish({ company }: { company: Company }) {
  const operator = company?.name ?? 'Udbyderen af denne tjeneste';
  const email = <EmailLink company={company} fallback="vores kundeservices e-mailadresse" />;
  return (
    <article className="terms" lang="da">
      <h1>Handelsbetingelser</h1>
      <p className="terms__lead">
        Disse betingelser gælder, når du bestiller mad, drikkevarer eller andre varer gennem denne
        platform. Læs dem, før du afgiver en bestilling: når du accepterer dem ved bestillingen, er
        du indforstået med dem.
      </p>

      <section>
        <h2>Hvem vi er</h2>
        <p>
          {operator} (&bdquo;vi&ldquo;, &bdquo;os&ldquo;) driver denne online bestillingsplatform.
          Her tilbyder hoteller og andre steder samt de lokale forretninger, de anbefaler (samlet
          &bdquo;forretningerne&ldquo;), dig deres varer.
        </p>
        <CompanyDetails company={company} />
      </section>

      <section>
        <h2>Vores rolle som formidler</h2>
        <p>
          Vi er alene formidler mellem dig og forretningen. Aftalen om de varer, du bestiller,
          indgås mellem dig og den forretning, der sælger dem. Forretningen er ansvarlig for at
          tilberede og levere din bestilling og for selve varerne. Vi stiller platformen til
          rådighed og håndterer betalingen på forretningens vegne.
        </p>
      </section>

      <section>
        <h2>Hvem kan bestille</h2>
        <p>
          Du kan kun bestille som forbruger, dvs. som privatperson, der ikke handler som led i sit
          erhverv, og kun hvis du er fyldt 18 år.
        </p>
      </section>

      <section>
        <h2>Log ind</h2>
        <p>
          Hvor platformen beder dig logge ind, kan du gøre det med din Google-konto, dit Apple-id
          eller din e-mailadresse. Hold dine loginoplysninger for dig selv: du er ansvarlig for
          bestillinger, der afgives med dem.
        </p>
      </section>

      <section>
        <h2>Priser, leveringsgebyr og betaling</h2>
        <p>
          Priserne vises i forretningens valuta og er inklusive moms. Et eventuelt leveringsgebyr
          vises, før du afgiver din bestilling, sammen med det samlede beløb, du skal betale.
        </p>
        <p>
          Du betaler online med kort, når du afgiver bestillingen. Beløbet reserveres på dit kort og
          trækkes først, når forretningen har accepteret bestillingen. Afviser forretningen
          bestillingen, eller svarer den ikke i tide, annulleres bestillingen, og reservationen
          frigives.
        </p>
      </section>

      <section>
        <h2>Varer med aldersgrænse</h2>
        <p>
          Nogle varer, fx alkohol og tobak, må kun sælges til personer over en bestemt alder.
          Forretningen kan bede om at se gyldig billedlegitimation ved levering og kan nægte at
          udlevere sådanne varer, hvis du ikke kan vise den eller er under aldersgrænsen.
        </p>
      </section>

      <section>
        <h2>Annullering af en bestilling</h2>
        <p>
          Når du har afgivet en bestilling, kan du ikke annullere den hos platformen. Det berører
          ikke din fortrydelsesret, som er beskrevet nedenfor.
        </p>
      </section>

      <section>
        <h2>Fortrydelsesret</h2>
        <p>
          Som forbruger har du 14 dages fortrydelsesret, når du køber varer online. De 14 dage løber
          fra den dag, du modtager varerne. Vil du bruge fortrydelsesretten, skal du inden fristens
          udløb give os en utvetydig meddelelse om det på e-mail til {email}.
        </p>
        <p>Fortrydelsesretten gælder ikke for:</p>
        <ul>
          <li>
            varer, der er fremstillet efter dine anvisninger eller har et tydeligt personligt præg,
            fx retter sammensat efter din bestilling (specialsammensatte varer);
          </li>
          <li>
            varer, der hurtigt forringes eller har kort holdbarhed, fx tilberedt mad og friske
            råvarer (letfordærvelige varer);
          </li>
          <li>
            forseglede varer, som af sundheds- eller hygiejnemæssige årsager ikke egner sig til at
            blive returneret, når forseglingen er brudt efter levering (hygiejneforseglede varer);
          </li>
          <li>
            varer, der efter levering på grund af deres art er blevet uadskilleligt blandet med
            andre ting (blandede varer).
          </li>
        </ul>
        <p>
          De fleste mad- og drikkevarer, der bestilles gennem platformen, er omfattet af en af disse
          undtagelser.
        </p>
      </section>

      <section>
        <h2>Tilbagebetaling</h2>
        <p>
          Fortryder du et køb, eller skal en bestilling af anden grund refunderes, får du pengene
          tilbage inden for 14 dage fra den dag, vi modtager din meddelelse. Tilbagebetalingen sker
          med samme betalingsmiddel, som du brugte til bestillingen, medmindre du udtrykkeligt har
          aftalt andet, og den er gratis for dig.
        </p>
      </section>

      <section>
        <h2>Klager</h2>
        <p>
          Er der noget galt med din bestilling, så kontakt os hurtigst muligt på e-mail til {email}{' '}
          med dit ordrenummer og en beskrivelse af problemet. Vi bekræfter modtagelsen af din klage
          inden for 1 uge og behandler den inden for 2 uger, efter at vi har modtaget den. Dine
          rettigheder efter forbrugerlovgivningen, herunder retten til at reklamere over mangelfulde
          varer, berøres ikke.
        </p>
      </section>

      <section>
        <h2>Online tvistbilæggelse</h2>
        <p>
          Bor du i EU, kan du også indgive en klage via Europa-Kommissionens online klageportal:{' '}
          <OdrLink />.{company && <> Oplys i så fald vores e-mailadresse: {email}.</>}
        </p>
      </section>

      <section>
        <h2>Alternativ tvistbilæggelse</h2>
        <p>
          Vi deltager ikke i alternativ tvistbilæggelse, dvs. sager ved et klagenævn eller et andet
          udenretligt tvistbilæggelsesorgan. Det begrænser ikke din ret til at indbringe en tvist
          for domstolene.
        </p>
      </section>
    </article>
  );
}
