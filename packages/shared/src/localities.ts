// The city's postal codes and the area each names (India Post), in the four languages of the site: a
// public profile says where an artist works without her address (docs/api.md#artist-profiles).
import type { Language } from './catalogue';

type LocalityNames = Readonly<Record<Language, string>>;

const LOCALITIES: Readonly<Record<string, LocalityNames>> = {
  '411001': { en: 'Pune Camp', mr: 'पुणे कॅम्प', kn: 'ಪುಣೆ ಕ್ಯಾಂಪ್', hi: 'पुणे कैंप' },
  '411002': { en: 'Budhwar Peth', mr: 'बुधवार पेठ', kn: 'ಬುಧವಾರ ಪೇಠ್', hi: 'बुधवार पेठ' },
  '411003': { en: 'Khadki', mr: 'खडकी', kn: 'ಖಡ್ಕಿ', hi: 'खड़की' },
  '411004': { en: 'Deccan Gymkhana', mr: 'डेक्कन जिमखाना', kn: 'ಡೆಕ್ಕನ್ ಜಿಮ್ಖಾನಾ', hi: 'डेक्कन जिमखाना' },
  '411005': { en: 'Shivajinagar', mr: 'शिवाजीनगर', kn: 'ಶಿವಾಜಿನಗರ', hi: 'शिवाजीनगर' },
  '411006': { en: 'Yerawada', mr: 'येरवडा', kn: 'ಯೆರವಡಾ', hi: 'येरवडा' },
  '411007': { en: 'Aundh', mr: 'औंध', kn: 'ಔಂಧ್', hi: 'औंध' },
  '411009': { en: 'Parvati', mr: 'पर्वती', kn: 'ಪರ್ವತಿ', hi: 'पर्वती' },
  '411011': { en: 'Kasba Peth', mr: 'कसबा पेठ', kn: 'ಕಸಬಾ ಪೇಠ್', hi: 'कसबा पेठ' },
  '411013': { en: 'Hadapsar', mr: 'हडपसर', kn: 'ಹಡಪ್ಸರ್', hi: 'हडपसर' },
  '411014': { en: 'Viman Nagar', mr: 'विमान नगर', kn: 'ವಿಮಾನ ನಗರ', hi: 'विमान नगर' },
  '411015': { en: 'Vishrantwadi', mr: 'विश्रांतवाडी', kn: 'ವಿಶ್ರಾಂತವಾಡಿ', hi: 'विश्रांतवाड़ी' },
  '411016': { en: 'Model Colony', mr: 'मॉडेल कॉलनी', kn: 'ಮಾಡೆಲ್ ಕಾಲೋನಿ', hi: 'मॉडल कॉलोनी' },
  '411017': { en: 'Pimpri', mr: 'पिंपरी', kn: 'ಪಿಂಪ್ರಿ', hi: 'पिंपरी' },
  '411021': { en: 'Bavdhan', mr: 'बावधन', kn: 'ಬಾವಧನ್', hi: 'बावधन' },
  '411028': { en: 'Magarpatta', mr: 'मगरपट्टा', kn: 'ಮಗರ್‌ಪಟ್ಟಾ', hi: 'मगरपट्टा' },
  '411030': { en: 'Sadashiv Peth', mr: 'सदाशिव पेठ', kn: 'ಸದಾಶಿವ ಪೇಠ್', hi: 'सदाशिव पेठ' },
  '411033': { en: 'Chinchwad', mr: 'चिंचवड', kn: 'ಚಿಂಚ್ವಡ್', hi: 'चिंचवड़' },
  '411037': { en: 'Market Yard', mr: 'मार्केट यार्ड', kn: 'ಮಾರ್ಕೆಟ್ ಯಾರ್ಡ್', hi: 'मार्केट यार्ड' },
  '411038': { en: 'Kothrud', mr: 'कोथरूड', kn: 'ಕೋಥರೂಡ್', hi: 'कोथरूड' },
  '411040': { en: 'Wanowrie', mr: 'वानवडी', kn: 'ವಾನವಡಿ', hi: 'वानवडी' },
  '411041': { en: 'Dhayari', mr: 'धायरी', kn: 'ಧಾಯರಿ', hi: 'धायरी' },
  '411043': { en: 'Dhankawadi', mr: 'धनकवडी', kn: 'ಧನಕವಡಿ', hi: 'धनकवड़ी' },
  '411044': { en: 'Nigdi', mr: 'निगडी', kn: 'ನಿಗಡಿ', hi: 'निगडी' },
  '411045': { en: 'Baner', mr: 'बाणेर', kn: 'ಬಾಣೇರ್', hi: 'बाणेर' },
  '411046': { en: 'Katraj', mr: 'कात्रज', kn: 'ಕಾತ್ರಜ್', hi: 'कात्रज' },
  '411048': { en: 'Kondhwa', mr: 'कोंढवा', kn: 'ಕೊಂಢವಾ', hi: 'कोंढवा' },
  '411051': { en: 'Anand Nagar', mr: 'आनंद नगर', kn: 'ಆನಂದ ನಗರ', hi: 'आनंद नगर' },
  '411052': { en: 'Karve Nagar', mr: 'कर्वे नगर', kn: 'ಕರ್ವೆ ನಗರ', hi: 'कर्वे नगर' },
  '411057': { en: 'Hinjewadi', mr: 'हिंजवडी', kn: 'ಹಿಂಜವಡಿ', hi: 'हिंजवडी' },
  '411058': { en: 'Warje', mr: 'वारजे', kn: 'ವಾರ್ಜೆ', hi: 'वारजे' },
};

const BY_ENGLISH_NAME: ReadonlyMap<string, LocalityNames> = new Map(
  Object.values(LOCALITIES).map((names) => [names.en, names]),
);

/** The area a pincode names in English (the API's `locality`), or the pincode itself: never the street. */
export function localityOf(pincode: string): string {
  const code = pincode.trim();
  return LOCALITIES[code]?.en ?? code;
}

/** The API's `locality` (an English area name, or a pincode) as the page's language writes it. */
export function localityIn(locality: string, language: Language): string {
  return BY_ENGLISH_NAME.get(locality)?.[language] ?? locality;
}
